import { registerStrings } from '@eoffering/shared';
import zhTW from './locales/zh-TW.json';

/** The shell's i18n namespace (docs/architecture.md: one namespace per package). */
export const SHELL_NS = 'shell';

// docs/architecture.md: the default language is bundled; English is fetched when first used, in
// one `strings-en` chunk with mfe-shared's common namespace.
registerStrings(SHELL_NS, {
  'zh-TW': zhTW,
  en: () => import(/* webpackChunkName: "strings-en" */ './locales/en.json'),
});
