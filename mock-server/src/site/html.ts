import { readFileSync } from 'node:fs';
import type { Request } from 'express';
import { languageOfTag, type Language } from '../core/request-language';
import { withValues } from '../core/texts';
import { sourceFile } from '../paths';
import texts from './texts.json';

export const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Only `html` and `fill` create it, so text is always escaped. */
export interface Html {
  readonly markup: string;
}

type Part = Html | string | number | readonly Html[];

const render = (part: Part): string => {
  if (typeof part === 'string') return escapeHtml(part);
  if (typeof part === 'number') return String(part);
  if (Array.isArray(part)) return part.map((item: Html) => item.markup).join('');
  return (part as Html).markup;
};

export const html = (strings: TemplateStringsArray, ...parts: Part[]): Html => ({
  markup: strings.reduce((out, chunk, index) => out + render(parts[index - 1] as Part) + chunk),
});

const templates = new Map<string, string>();

/**
 * A page template under src/ (read once), each `{{name}}` filled as `html` fills a part: text
 * escaped, markup as it is. Files, not template strings: prettier keeps them as HTML.
 */
export const fill = (template: string, values: Record<string, Part>): Html => {
  const source = templates.get(template) ?? readFileSync(sourceFile(template), 'utf8');
  templates.set(template, source);
  return { markup: withValues(source.trimEnd(), values, render, template) };
};

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
