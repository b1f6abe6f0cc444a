import { registerStrings } from '@eoffering/shared';
import en from '../../locales/receipt-form/en.json';
import zhTW from '../../locales/receipt-form/zh-TW.json';
import { GIVING_NS } from '../../strings';

// The receipt form's texts come with its own chunk rather than with a first visit (docs/architecture.md
// section 8), both languages at once; they join the remote's namespace when the page first loads.
// The guest lookup shows some of them too, and registers the same file.
export const RECEIPT_FORM_NS = registerStrings(GIVING_NS, { 'zh-TW': zhTW, en });
