import { LANGUAGES, type Language } from '../i18n/languages';
import en from '../locales/en.json';
import zhTW from '../locales/zh-TW.json';

// Apart from ./first-screen.ts, which the apps' bundles import for `takeOverFirstScreen`: the
// language names would take the whole English strings into their first files.

const LANGUAGE_NAMES: Record<Language, Record<Language, string>> = {
  'zh-TW': zhTW.language,
  en: en.language,
};

/**
 * `LanguageToggle` (../ui/language-toggle.tsx) as plain DOM: named by the language it switches to.
 * It does nothing until the app takes over, a moment later.
 */
export const staticLanguageToggle = (className: string, active: Language): HTMLButtonElement => {
  const target = LANGUAGES.find((language) => language !== active) ?? LANGUAGES[0];
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.lang = target;
  button.textContent = LANGUAGE_NAMES[active][target];
  return button;
};
