import { registerStrings } from '@eoffering/shared';
import en from './locales/en.json';
import zhTW from './locales/zh-TW.json';

/** This remote's i18n namespace, registered at module load: its texts deploy with the remote. */
export const GIVING_NS = registerStrings('giving', { 'zh-TW': zhTW, en });
