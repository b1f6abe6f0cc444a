import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';
import fontModules from './fonts.json';

/**
 * From npm packages (fonts.json), so receipts render on any machine without system fonts; Noto
 * Sans TC has no emoji, which a donor may type into a name (docs/decisions.md, names on receipts).
 */
type FontName = keyof typeof fontModules;
export type FontWeight = 'regular' | 'bold';
export const FONT_NAMES = Object.keys(fontModules) as FontName[];

/** The Chinese files are about 7 MB each: read once per process. */
const once = <T>(make: (name: FontName) => T): ((name: FontName) => T) => {
  const made = new Map<FontName, T>();
  return (name) => made.get(name) ?? made.set(name, make(name)).get(name)!;
};

export const fontBuffer = once((name) => readFileSync(require.resolve(fontModules[name])));
const font = once((name): Font => create(fontBuffer(name)));

const draws = (name: FontName, text: string): boolean =>
  [...text].every((char) => font(name).hasGlyphForCodePoint(char.codePointAt(0) ?? 0));

const graphemes = new Intl.Segmenter('zh-TW', { granularity: 'grapheme' });

/**
 * Per user-perceived character, so an emoji with its modifiers and joiners stays whole for the
 * fallback's ligatures; what neither font has stays in the receipt font for `missingGlyphs`.
 */
const fontOf = (grapheme: string, weight: FontWeight): FontName => {
  if (/^\s+$/.test(grapheme) || draws(weight, grapheme)) return weight;
  const emoji: FontName = `${weight}-emoji`;
  const [first = ''] = grapheme;
  return draws(emoji, first) ? emoji : weight;
};

export const fontRuns = (
  text: string,
  weight: FontWeight,
): Array<{ font: FontName; text: string }> => {
  const runs: Array<{ font: FontName; text: string }> = [];
  for (const { segment } of graphemes.segment(text)) {
    const name = fontOf(segment, weight);
    const last = runs.at(-1);
    if (last?.font === name) last.text += segment;
    else runs.push({ font: name, text: segment });
  }
  return runs;
};
