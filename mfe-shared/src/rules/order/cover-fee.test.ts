import { coverFeeOf, itemsTotalOf } from './cover-fee';

describe('coverFeeOf', () => {
  it.each([
    // 1000 × 2.5 % / 97.5 % = 25.64…: 26, and 2.5 % of 1026 is 25.65, so the church keeps 1000.
    ['a card at 2.5 %', { type_fee_rate: 250 }, 1000, 26],
    ['LINE Pay at 2.2 %', { type_fee_rate: 220 }, 1000, 23],
    ['a rate that divides exactly', { type_fee_rate: 1000 }, 900, 100],
    ['the smallest gift, rounded up', { type_fee_rate: 250 }, 1, 1],
    ['a transfer at a fixed NT$ 15', { type_fee_amount: 15 }, 1000, 15],
    ['a fixed cost whatever the gift', { type_fee_amount: 15 }, 100_000, 15],
  ])('%s', (_case, method, gift, fee) => {
    expect(coverFeeOf(method, gift)).toBe(fee);
  });

  it('is null for a method that declares no cost', () => {
    expect(coverFeeOf({}, 1000)).toBeNull();
  });
});

describe('itemsTotalOf', () => {
  it.each([
    [{ amount: 1026, fee_amount: 26 }, 1000],
    [{ amount: 1000 }, 1000],
  ])('%j has items worth %i', (giving, total) => {
    expect(itemsTotalOf(giving)).toBe(total);
  });
});
