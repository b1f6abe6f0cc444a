import type { Request } from 'express';
import { languageOfTag, type Language } from '../core/request-language';
import { html, type Html } from './html';

/** A language the portal asks the main site to speak (`?lang=`, docs/screens/shell.md). */
export type SiteLanguage = Language;

/**
 * The language the portal passed, or null when it passed none (a visitor who came straight to the
 * main site, who reads both languages side by side as before). `zh`, `zh-Hant`, `en-GB` and the
 * like count as their language; anything else as none.
 */
export const siteLanguageOf = (req: Request): SiteLanguage | null => {
  const value = req.query.lang;
  return typeof value === 'string' ? languageOfTag(value) : null;
};

/** A text of the site in the asked language, or both side by side when none was asked. */
export const say = (language: SiteLanguage | null, zh: string, en: string): Html => {
  if (language === 'en') return html`${en}`;
  if (language === 'zh-TW') return html`${zh}`;
  return html`${zh} <span lang="en">${en}</span>`;
};

/** A plain-text version of `say`, for a title or an attribute. */
export const sayText = (language: SiteLanguage | null, zh: string, en: string): string =>
  language === 'en' ? en : language === 'zh-TW' ? zh : `${zh} ${en}`;

/** A site address that keeps the asked language, so the next page speaks it too. */
export const keepLanguage = (path: string, language: SiteLanguage | null): string =>
  language === null ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
