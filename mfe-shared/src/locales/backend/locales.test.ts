import { join } from 'node:path';
import { COMMON_NS } from '../../i18n/i18n';
import { BACKEND_BUNDLE, describeLocaleBundle } from '../../testing/locale-checks';
import commonEn from '../en.json';
import flowsEn from '../flows/en.json';
import commonZhTW from '../zh-TW.json';
import flowsZhTW from '../flows/zh-TW.json';

// The backend texts' strings join the common namespace with the flows' parts and with the failure
// dialogs' catalogue (src/rules/format/backend-text.ts): checked like it, over the catalogue's folder.
describeLocaleBundle(COMMON_NS, BACKEND_BUNDLE, {
  sourceDir: join(__dirname, '..', '..', 'rules', 'format'),
});

describe("the backend texts' strings", () => {
  it.each([
    ['zh-TW', BACKEND_BUNDLE['zh-TW'], { ...commonZhTW, ...flowsZhTW }],
    ['en', BACKEND_BUNDLE.en, { ...commonEn, ...flowsEn }],
  ])(
    'are one group of their own in %s, replacing none of the common ones',
    (_, backend, common) => {
      expect(Object.keys(backend)).toEqual(['backend']);
      expect('backend' in common).toBe(false);
    },
  );
});
