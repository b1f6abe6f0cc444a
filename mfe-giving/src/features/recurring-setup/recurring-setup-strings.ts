import { registerStrings } from '@eoffering/shared';
import en from '../../locales/recurring/en.json';
import zhTW from '../../locales/recurring/zh-TW.json';
import { GIVING_NS } from '../../strings';

// The recurring setup's texts come with its own chunk rather than with a first visit (docs/architecture.md
// section 8), both languages at once; they join the remote's namespace when the page first loads.
// The recurring result names the plan's fields alike, and registers the same file.
export const RECURRING_SETUP_NS = registerStrings(GIVING_NS, { 'zh-TW': zhTW, en });
