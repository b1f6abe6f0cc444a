import { registerStrings } from '@eoffering/shared';
import en from '../../locales/order/en.json';
import zhTW from '../../locales/order/zh-TW.json';
import { GIVING_NS } from '../../strings';

// The order screens' texts (tabs, steps, item amounts) come with the pages showing them rather than
// with a first visit (docs/architecture.md), both languages at once; each piece using them imports
// this, so they join the remote's namespace before any of them renders.
export const ORDER_NS = registerStrings(GIVING_NS, { 'zh-TW': zhTW, en });
