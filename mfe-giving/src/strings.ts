import { registerStrings } from '@eoffering/shared';
import en from './locales/en.json';
import zhTW from './locales/zh-TW.json';

/** The giving remote's i18n namespace; it ships and deploys with this remote. */
export const GIVING_NS = 'giving';

// At module load, so the strings are in place before the first page of this remote renders.
registerStrings(GIVING_NS, { 'zh-TW': zhTW, en });
