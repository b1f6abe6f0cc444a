import { readFileSync } from 'node:fs';
import { withValues } from '../core/texts';
import { sourceFile } from '../paths';

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
