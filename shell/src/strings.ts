import { registerStrings } from '@eoffering/shared';
import en from './locales/en.json';
import zhTW from './locales/zh-TW.json';

/** The shell's i18n namespace (design.md section 4: one namespace per package). */
export const SHELL_NS = 'shell';

registerStrings(SHELL_NS, { 'zh-TW': zhTW, en });
