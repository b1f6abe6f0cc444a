import type { Request } from 'express';
import { languageOfTag, type Language } from '../core/request-language';
import { html, type Html } from './html';
import texts from './texts.json';

export type SiteLanguage = Language;

// None: a visitor who came straight to the main site reads both languages side by side.
export const siteLanguageOf = (req: Request): SiteLanguage | null => {
  const value = req.query.lang;
  return typeof value === 'string' ? languageOfTag(value) : null;
};

/** A text in each language: the site's own (texts.json, `SITE_TEXT`) or the church's settings. */
export type Words = Readonly<Record<SiteLanguage, string>>;

export const SITE_TEXT = texts;

export const say = (language: SiteLanguage | null, words: Words): Html =>
  language ? html`${words[language]}` : html`${words['zh-TW']} <span lang="en">${words.en}</span>`;

export const sayText = (language: SiteLanguage | null, words: Words): string =>
  language ? words[language] : `${words['zh-TW']} ${words.en}`;

export const keepLanguage = (path: string, language: SiteLanguage | null): string =>
  language === null ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
