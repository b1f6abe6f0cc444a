import type { Language } from './texts';

// docs/decisions.md, a route walk for the other language: what a page in one language shows of
// the other. An English page may show Chinese only in a name the backend has no English field for
// (a member's name, a receipt title, a bank, a donor's own label or remark) and the language
// toggle; a Chinese page may show English only in such names and in the brand and format words
// the spec itself writes in Latin letters.

/** Brand and format names the Chinese pages write as they are (the spec's own wording). */
export const LATIN_WORDS_IN_CHINESE = [
  'LINE Pay',
  'NT$',
  'PDF',
  'CSV',
  'ATM',
  'Email',
  'ID',
] as const;

/** Chinese characters and the full-width punctuation that only Chinese text uses. */
const CJK_RUN = /[\p{Script=Han}\u3000-\u303f\uff01-\uff0f\uff1a-\uff20]+/gu;
/**
 * A run of Latin letters and digits with the marks inside numbers, addresses and amounts: a run
 * with a letter and nothing else is an English word; one with a digit or an `@`, `/`, `.` inside
 * is data (a giving number, an identity or card number, an e-mail or web address).
 */
const LATIN_TOKEN = /[A-Za-z0-9@/._:$#*-]*[A-Za-z][A-Za-z0-9@/._:$#*'’-]*/g;
const PLAIN_WORD = /^[A-Za-z]+(?:['’-][A-Za-z]+)*$/;

/** Longest first, so a name that holds another is taken out whole. */
const byLength = (texts: readonly string[]): string[] =>
  [...new Set(texts.filter((text) => text.trim() !== ''))].sort((a, b) => b.length - a.length);

/** `text` with every allowed name blanked out, so what is left is the page's own words. */
const withoutNames = (text: string, names: readonly string[]): string =>
  byLength(names).reduce((rest, name) => rest.split(name).join(' '), text);

/**
 * The words of the other language in the visible `text` of a page in `language`, once the
 * `allowed` names (and, on Chinese pages, the brand and format words) are taken out: runs of
 * Chinese on an English page, English words on a Chinese page. Empty when the page is clean.
 */
export const languageLeaks = (
  text: string,
  language: Language,
  allowed: readonly string[],
): string[] => {
  if (language === 'en') {
    return [...withoutNames(text, allowed).matchAll(CJK_RUN)].map(([run]) => run);
  }
  const rest = withoutNames(text, [...allowed, ...LATIN_WORDS_IN_CHINESE]);
  return [...rest.matchAll(LATIN_TOKEN)]
    .map(([token]) => token.replace(/^[._:$#*-]+|[._:$#*'’-]+$/g, ''))
    .filter((token) => PLAIN_WORD.test(token));
};
