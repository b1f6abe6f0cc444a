import { thanksgiving, tithe } from '../../testing/fixtures';
import { givingLinkPath, givingLinkUrl, parseGivingLink } from './giving-link';

const items = [tithe, thanksgiving];

describe('giving link (express keypad prefilled from a link or QR code)', () => {
  it('builds the full address from the origin, the base path and the express route', () => {
    expect(givingLinkUrl('https://give.church.example', 7, 2, 1000)).toBe(
      'https://give.church.example/eoffering/order/express/7?item=2&amount=1000',
    );
  });

  it('leaves the amount out when the donor is to type it', () => {
    expect(givingLinkPath(7, 2)).toBe('/order/express/7?item=2');
  });

  it.each<[string, string, { item: number; amount: number } | null]>([
    ['item and amount', '?item=1&amount=1000', { item: 1, amount: 1000 }],
    ['the minimum', '?item=1&amount=100', { item: 1, amount: 100 }],
    ['the maximum', '?item=1&amount=5000', { item: 1, amount: 5000 }],
    ['an item alone', '?item=2', { item: 2, amount: 0 }],
    ['an empty amount', '?item=2&amount=', { item: 2, amount: 0 }],
    ['no item', '?amount=1000', null],
    ['nothing', '', null],
    ['an item of another project', '?item=9&amount=1000', null],
    ['an item that is not a number', '?item=abc&amount=1000', null],
    ['an item with a leading zero', '?item=01&amount=1000', null],
    ['under the minimum', '?item=1&amount=99', null],
    ['over the maximum', '?item=1&amount=5001', null],
    ['a fraction', '?item=1&amount=100.5', null],
    ['a negative amount', '?item=1&amount=-100', null],
    ['an amount of 0', '?item=1&amount=0', null],
    ['an exponent', '?item=1&amount=1e3', null],
    ['a huge amount', '?item=1&amount=99999999999999999999', null],
  ])('reads %s (%s)', (_case, query, expected) => {
    const parsed = parseGivingLink(new URLSearchParams(query), items);
    expect(parsed && { item: parsed.item.item_aid, amount: parsed.amount }).toEqual(expected);
  });

  it('reads back what it builds', () => {
    const query = givingLinkPath(7, 1, 2500).split('?')[1];
    expect(parseGivingLink(new URLSearchParams(query), items)).toEqual({
      item: tithe,
      amount: 2500,
    });
  });
});
