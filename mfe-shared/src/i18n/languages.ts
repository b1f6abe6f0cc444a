/** docs/screens/shell.md: Traditional Chinese is the default, English the option. */
export const LANGUAGES = ['zh-TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-TW';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * docs/screens/shell.md: the initial language follows the browser's preferred language: any Chinese variant
 * (zh, zh-CN, zh-Hant-TW, …) gives zh-TW, anything else English. No preference at all keeps the default.
 */
export const detectLanguage = (navigatorLanguages: readonly string[] | undefined): Language => {
  const preferred = navigatorLanguages?.find((tag) => tag.trim().length > 0);
  if (preferred === undefined) return DEFAULT_LANGUAGE;
  const primary = preferred.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'zh' ? 'zh-TW' : 'en';
};

/** The query parameter a link or the main site passes to open the portal in a language. */
export const LANGUAGE_PARAM = 'lang';

/** `zh-TW`, `zh`, `zh-Hant`, `en`, `en-GB`, … as one of ours; anything else is no choice. */
export const parseLanguage = (value: string | null | undefined): Language | null => {
  const tag = value?.trim();
  if (!tag) return null;
  if (isLanguage(tag)) return tag;
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  if (primary === 'zh') return 'zh-TW';
  if (primary === 'en') return 'en';
  return null;
};

/** The language the `lang` parameter of `href` asks for, if any. */
export const addressLanguage = (href: string): Language | null =>
  parseLanguage(new URL(href).searchParams.get(LANGUAGE_PARAM));
