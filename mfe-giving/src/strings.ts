import { registerStrings } from '@eoffering/shared';
import zhTW from './locales/zh-TW.json';

/**
 * This remote's i18n namespace, registered at module load: its texts deploy with the remote. Here
 * are the home page's and a few short ones many pages share (page titles, the project's); every
 * other page's come with its own chunk, in files of `locales/<folder>/` its modules register here.
 * The default language is bundled; English is its own chunk, fetched when first used, and the shell
 * shows the remote's pages once the active language's strings are in (docs/architecture.md).
 */
export const GIVING_NS = registerStrings('giving', {
  'zh-TW': zhTW,
  en: () => import(/* webpackChunkName: "strings-en" */ './locales/en.json'),
});
