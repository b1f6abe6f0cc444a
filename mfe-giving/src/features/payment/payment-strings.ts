import { registerStrings } from '@eoffering/shared';
import en from '../../locales/payment/en.json';
import zhTW from '../../locales/payment/zh-TW.json';
import { GIVING_NS } from '../../strings';

// The payment page's texts come with its own chunk rather than with a first visit (docs/architecture.md
// section 8), both languages at once; they join the remote's namespace when the page first loads.
export const PAYMENT_NS = registerStrings(GIVING_NS, { 'zh-TW': zhTW, en });
