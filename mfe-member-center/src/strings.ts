import { registerStrings } from '@eoffering/shared';
import zhTW from './locales/zh-TW.json';

/**
 * This remote's i18n namespace, registered at module load: its texts deploy with the remote. The
 * default language is bundled; English is its own chunk, fetched when first used, and the shell
 * shows the remote's pages once the active language's strings are in (docs/architecture.md).
 */
export const MEMBER_NS = registerStrings('member', {
  'zh-TW': zhTW,
  en: () => import(/* webpackChunkName: "strings-en" */ './locales/en.json'),
});
