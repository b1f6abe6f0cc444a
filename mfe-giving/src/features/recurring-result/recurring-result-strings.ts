import { registerStrings } from '@eoffering/shared';
import en from '../../locales/recurring-result/en.json';
import zhTW from '../../locales/recurring-result/zh-TW.json';
import recurringEn from '../../locales/recurring/en.json';
import recurringZhTW from '../../locales/recurring/zh-TW.json';
import { GIVING_NS } from '../../strings';

// The recurring result's texts come with its own chunk rather than with a first visit (docs/architecture.md
// section 8), both languages at once; they join the remote's namespace when the page first loads.
// The plan's fields are named as on the recurring setup, whose file this is.
export const RECURRING_RESULT_NS = registerStrings(GIVING_NS, {
  'zh-TW': { ...zhTW, ...recurringZhTW },
  en: { ...en, ...recurringEn },
});
