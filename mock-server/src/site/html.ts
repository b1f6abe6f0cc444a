export const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Only `html` and `page` create it, so text is always escaped. */
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
  markup: strings.reduce(
    (out, chunk, index) => out + chunk + (index < parts.length ? render(parts[index] as Part) : ''),
    '',
  ),
});
