import { registerStrings } from '@eoffering/shared';
import en from '../../locales/guest-lookup/en.json';
import zhTW from '../../locales/guest-lookup/zh-TW.json';
import receiptFormEn from '../../locales/receipt-form/en.json';
import receiptFormZhTW from '../../locales/receipt-form/zh-TW.json';
import resultEn from '../../locales/result/en.json';
import resultZhTW from '../../locales/result/zh-TW.json';
import { GIVING_NS } from '../../strings';

// The guest lookup's texts come with its own chunks rather than with a first visit (docs/architecture.md
// section 8), both languages at once; they join the remote's namespace when a page first loads.
// A giving's details are labelled as on its result page and its receipt form, whose files these are.
export const GUEST_LOOKUP_NS = registerStrings(GIVING_NS, {
  'zh-TW': { ...zhTW, ...resultZhTW, ...receiptFormZhTW },
  en: { ...en, ...resultEn, ...receiptFormEn },
});
