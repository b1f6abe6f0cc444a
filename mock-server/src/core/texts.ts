/**
 * `text` with each `{{name}}` replaced by its value as `show` writes it: the texts.json resources
 * and the page templates (site/html.ts) keep the wording, the code gives the values.
 */
export const withValues = <V>(
  text: string,
  values: Readonly<Record<string, V>>,
  show: (value: V) => string = String,
  source = text,
): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${source}: no value for ${name}`);
    return show(value);
  });
