import { readFileSync } from 'node:fs';
import { create } from 'fontkit';
import type { Font } from 'fontkit';

/**
 * Noto Sans TC from an npm package (static TrueType instances, glyf outlines), so receipts render
 * Traditional Chinese on any machine without system fonts. pdfkit embeds only the glyphs a
 * document uses, which keeps each PDF a few tens of kilobytes. Noto Sans TC has no emoji and few
 * symbols, which a donor may type into a name or title: those are drawn in monochrome Noto Emoji
 * (docs/decisions.md, names on receipts).
 */
const FONT_MODULES = {
  regular: '@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf',
  'regular-emoji': '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
  'bold-emoji': '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf',
} as const;

/** A font pdfkit draws with: a weight of the receipt font, or that weight's emoji fallback. */
export type FontName = keyof typeof FONT_MODULES;
export type FontWeight = 'regular' | 'bold';
export const FONT_WEIGHTS: FontWeight[] = ['regular', 'bold'];
export const FONT_NAMES = Object.keys(FONT_MODULES) as FontName[];

// The Chinese files are about 7 MB each: read once per process, then shared by every document.
const buffers = new Map<FontName, Buffer>();
const parsed = new Map<FontName, Font>();

/** The font file of a font, as pdfkit's registerFont takes it. */
export const fontBuffer = (name: FontName): Buffer => {
  let buffer = buffers.get(name);
  if (!buffer) {
    buffer = readFileSync(require.resolve(FONT_MODULES[name]));
    buffers.set(name, buffer);
  }
  return buffer;
};

const font = (name: FontName): Font => {
  let value = parsed.get(name);
  if (!value) {
    value = create(fontBuffer(name));
    parsed.set(name, value);
  }
  return value;
};

const draws = (name: FontName, text: string): boolean =>
  [...text].every((char) => font(name).hasGlyphForCodePoint(char.codePointAt(0) ?? 0));

const graphemes = new Intl.Segmenter('zh-TW', { granularity: 'grapheme' });

/**
 * The font of each user-perceived character: the receipt font where it has every code point,
 * else the emoji fallback where it has the first (an emoji with its modifiers and joiners stays
 * whole, so the fallback's ligatures draw it), else the receipt font (`missingGlyphs` reports it).
 */
const fontOf = (grapheme: string, weight: FontWeight): FontName => {
  if (/^\s+$/.test(grapheme) || draws(weight, grapheme)) return weight;
  const emoji: FontName = `${weight}-emoji`;
  const [first = ''] = grapheme;
  return draws(emoji, first) ? emoji : weight;
};

/** `text` cut into runs of one font each, in order. */
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

/** The characters of `text` (whitespace aside) that neither font of a weight can draw. */
export const missingGlyphs = (text: string, weight: FontWeight): string[] => {
  const missing = new Set<string>();
  for (const run of fontRuns(text, weight)) {
    if (run.font !== weight) continue;
    for (const char of run.text) {
      if (/\s/.test(char)) continue;
      if (!font(weight).hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) missing.add(char);
    }
  }
  return [...missing];
};
