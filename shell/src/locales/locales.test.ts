import { expectSameKeys } from '@eoffering/shared/testing';
import en from './en.json';
import zhTW from './zh-TW.json';

describe('shell namespace', () => {
  it('has the same keys in zh-TW and en', () => {
    expect(() => expectSameKeys(zhTW, en)).not.toThrow();
  });

  it('the parity check fails on a key missing in one language', () => {
    const withoutFaq = Object.fromEntries(Object.entries(en).filter(([key]) => key !== 'faq'));
    expect(() => expectSameKeys(zhTW, withoutFaq)).toThrow("'faq.title' is missing in en");
  });
});
