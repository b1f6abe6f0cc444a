import { readFileSync } from 'node:fs';
import { create } from 'fontkit';
import type { Font } from 'fontkit';

/**
 * Noto Sans TC from an npm package (static TrueType instances, glyf outlines), so receipts render
 * Traditional Chinese on any machine without system fonts. pdfkit embeds only the glyphs a
 * document uses, which keeps each PDF a few tens of kilobytes.
 */
const FONT_MODULES = {
  regular: '@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf',
} as const;

export type FontWeight = keyof typeof FONT_MODULES;
export const FONT_WEIGHTS = Object.keys(FONT_MODULES) as FontWeight[];

// Each file is about 7 MB: read once per process, then shared by every document.
const buffers = new Map<FontWeight, Buffer>();
const parsed = new Map<FontWeight, Font>();

/** The font file of a weight, as pdfkit's registerFont takes it. */
export const fontBuffer = (weight: FontWeight): Buffer => {
  let buffer = buffers.get(weight);
  if (!buffer) {
    buffer = readFileSync(require.resolve(FONT_MODULES[weight]));
    buffers.set(weight, buffer);
  }
  return buffer;
};

const font = (weight: FontWeight): Font => {
  let value = parsed.get(weight);
  if (!value) {
    value = create(fontBuffer(weight));
    parsed.set(weight, value);
  }
  return value;
};

/** The characters of `text` (whitespace aside) that a weight of the receipt font cannot draw. */
export const missingGlyphs = (text: string, weight: FontWeight): string[] => {
  const missing = new Set<string>();
  for (const char of text) {
    if (/\s/.test(char)) continue;
    const codePoint = char.codePointAt(0) ?? 0;
    if (!font(weight).hasGlyphForCodePoint(codePoint)) missing.add(char);
  }
  return [...missing];
};
