import { create } from 'fontkit';
import type { Font } from 'fontkit';
import type { ReceiptContent } from '../src/receipts/documents';
import { fontBuffer, fontRuns } from '../src/receipts/fonts';
import type { FontWeight } from '../src/receipts/fonts';

export const FONT_WEIGHTS: FontWeight[] = ['regular', 'bold'];

/** Every string the renderer (src/receipts/render.ts) draws, by the weight it draws it in. */
export const drawnTexts = (content: ReceiptContent): Record<FontWeight, string[]> => ({
  bold: [
    content.churchName,
    content.heading,
    ...(content.marker ? [content.marker] : []),
    ...content.table.head,
    content.total.label,
    content.total.figure,
  ],
  regular: [
    content.documentTitle,
    ...content.fields.flat(),
    ...content.table.rows.flat(),
    content.total.words,
    ...content.notes,
    ...content.footer,
  ],
});

const fonts = new Map<FontWeight, Font>();

/** The characters of `text` (whitespace aside) that neither font of a weight can draw. */
export const missingGlyphs = (text: string, weight: FontWeight): string[] => {
  const font = fonts.get(weight) ?? create(fontBuffer(weight));
  fonts.set(weight, font);
  const missing = new Set<string>();
  for (const run of fontRuns(text, weight)) {
    if (run.font !== weight) continue;
    for (const char of run.text) {
      if (/\s/.test(char)) continue;
      if (!font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) missing.add(char);
    }
  }
  return [...missing];
};
