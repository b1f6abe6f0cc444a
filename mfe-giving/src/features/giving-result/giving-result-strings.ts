import { registerStrings } from '@eoffering/shared';
import en from '../../locales/giving-result/en.json';
import zhTW from '../../locales/giving-result/zh-TW.json';
import resultEn from '../../locales/result/en.json';
import resultZhTW from '../../locales/result/zh-TW.json';
import { GIVING_NS } from '../../strings';

// The result pages' texts come with their own chunks rather than with a first visit (docs/architecture.md
// section 8), both languages at once; they join the remote's namespace when a page first loads.
// The result texts are the guest lookup's too, which registers the same file.
export const GIVING_RESULT_NS = registerStrings(GIVING_NS, {
  'zh-TW': { ...zhTW, ...resultZhTW },
  en: { ...en, ...resultEn },
});
