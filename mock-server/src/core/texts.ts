/** `text` with its `{{name}}`s filled as `show` writes them: the words are data, values code. */
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
