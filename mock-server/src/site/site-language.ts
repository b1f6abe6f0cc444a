import type { Request } from 'express';
import { languageOfTag, type Language } from '../core/request-language';
import { html, type Html } from './html';

export type SiteLanguage = Language;

// None: a visitor who came straight to the main site reads both languages side by side.
export const siteLanguageOf = (req: Request): SiteLanguage | null => {
  const value = req.query.lang;
  return typeof value === 'string' ? languageOfTag(value) : null;
};

export const say = (language: SiteLanguage | null, zh: string, en: string): Html => {
  if (language === 'en') return html`${en}`;
  if (language === 'zh-TW') return html`${zh}`;
  return html`${zh} <span lang="en">${en}</span>`;
};

export const sayText = (language: SiteLanguage | null, zh: string, en: string): string =>
  language === 'en' ? en : language === 'zh-TW' ? zh : `${zh} ${en}`;

export const keepLanguage = (path: string, language: SiteLanguage | null): string =>
  language === null ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
