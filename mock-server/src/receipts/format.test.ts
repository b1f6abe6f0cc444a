import { formatDate, formatMoney, receiptNumber } from '@eoffering/shared/rules';
import { amountInWords, capitalNumerals, rocDate } from './documents';

describe('capitalNumerals', () => {
  it.each([
    [0, '零'],
    [7, '柒'],
    [10, '壹拾'],
    [15, '壹拾伍'],
    [105, '壹佰零伍'],
    [1000, '壹仟'],
    [1001, '壹仟零壹'],
    [1010, '壹仟零壹拾'],
    [10_000, '壹萬'],
    [10_500, '壹萬零伍佰'],
    [20_001, '貳萬零壹'],
    [100_005, '壹拾萬零伍'],
    [1_010_000, '壹佰零壹萬'],
    [1_000_001, '壹佰萬零壹'],
    [10_000_500, '壹仟萬零伍佰'],
    [12_345_678, '壹仟貳佰參拾肆萬伍仟陸佰柒拾捌'],
    [100_000_000, '壹億'],
    [100_010_000, '壹億零壹萬'],
  ])('writes %i as %s', (value, words) => {
    expect(capitalNumerals(value)).toBe(words);
  });

  it.each([-1, 1.5, 1e16])('refuses %p', (value) => {
    expect(() => capitalNumerals(value)).toThrow(RangeError);
  });
});

describe('receipt formats', () => {
  it('writes an amount in words with the currency and 整', () => {
    expect(amountInWords(12_300)).toBe('新臺幣壹萬貳仟參佰元整');
  });

  it.each([
    [0, 'NT$ 0'],
    [999, 'NT$ 999'],
    [1234567, 'NT$ 1,234,567'],
  ])('shows %i as %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it.each([
    ['2024-03-05 10:00:00', '中華民國113年3月5日', '2024/03/05'],
    ['2022-12-31', '中華民國111年12月31日', '2022/12/31'],
  ])('dates %s', (day, roc, slash) => {
    expect(rocDate(day)).toBe(roc);
    expect(formatDate(day)).toBe(slash);
  });

  it('pads receipt numbers to six digits', () => {
    expect(receiptNumber(42)).toBe('000042');
    expect(receiptNumber(1234567)).toBe('1234567');
  });
});
