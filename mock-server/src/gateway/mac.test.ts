import { computeMac, macMatches } from './mac';

// The acquirer's published check value (docs/architecture.md: E.SUN's format).
const KEY = 'WEGSC0Q7BAJGTQYL8BV8KRQRZXH6VK0B';
const DATA =
  '{"ONO":"20160518100237","U":"https://220.128.166.170/ACQTrans/test/print.jsp","MID":"8089000016","TA":"879","TID":"EC000001"}';
const MAC = '003f4aa7ee5607c29eee3b67d2943e83a7c4ddbf1b0b28175b83df4ca2747101';

describe('gateway MAC', () => {
  it('matches the published E.SUN check value', () => {
    expect(computeMac(DATA, KEY)).toBe(MAC);
  });

  it('accepts the MAC of the exact data', () => {
    expect(macMatches(DATA, MAC, KEY)).toBe(true);
  });

  it.each([
    ['a changed amount', DATA.replace('"TA":"879"', '"TA":"1"')],
    ['a changed return URL', DATA.replace('220.128.166.170', 'evil.example')],
    ['added whitespace', DATA.replace('{"ONO"', '{ "ONO"')],
  ])('refuses %s', (_label, tampered) => {
    expect(macMatches(tampered, MAC, KEY)).toBe(false);
  });

  it('refuses a MAC made with another key or of another length', () => {
    expect(macMatches(DATA, computeMac(DATA, 'ANOTHERKEY'), KEY)).toBe(false);
    expect(macMatches(DATA, MAC.slice(1), KEY)).toBe(false);
  });
});
