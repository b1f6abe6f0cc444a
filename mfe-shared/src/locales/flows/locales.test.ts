import { join } from 'node:path';
import { COMMON_NS } from '../../i18n/i18n';
import { describeLocaleBundle } from '../../testing/locale-checks';
import commonEn from '../en.json';
import commonZhTW from '../zh-TW.json';
import en from './en.json';
import zhTW from './zh-TW.json';

// The flows' texts join the common namespace when a flows part loads (src/flows/flow-strings.ts):
// checked like it, over the code under flows/, the only code that may ask for them.
describeLocaleBundle(
  COMMON_NS,
  { 'zh-TW': zhTW, en },
  { sourceDir: join(__dirname, '..', '..', 'flows') },
);

describe("the flows' texts", () => {
  it.each([
    ['zh-TW', zhTW, commonZhTW],
    ['en', en, commonEn],
  ])(
    'add groups of their own to the common namespace in %s, replacing none',
    (_, flows, common) => {
      expect(Object.keys(flows).filter((group) => group in common)).toEqual([]);
    },
  );
});
