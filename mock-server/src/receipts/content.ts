/**
 * What a receipt says, apart from how it is drawn: the documents module fills it from the store,
 * the renderer paints it. Kept as plain strings so a test can check every character against the
 * font (no missing glyphs) and read it back from the PDF.
 */
export interface ReceiptContent {
  /** PDF metadata title, e.g. '台北恩典教會 奉獻收據'. */
  documentTitle: string;
  churchName: string;
  /** '奉獻收據', or '2024（113）年度奉獻收據'. */
  heading: string;
  /** A boxed marker in the top corner: '補印' on reprints, '預覽' on previews. */
  marker: string | null;
  /** Label and value lines under the heading (receipt number, dates, donor, title, tax id). */
  fields: Array<readonly [label: string, value: string]>;
  table: {
    head: readonly [date: string, givingNumber: string, items: string, amount: string];
    rows: Array<readonly [date: string, givingNumber: string, items: string, amount: string]>;
  };
  total: { label: string; figure: string; words: string };
  /** Sentences under the total (reprint or preview notice, tax note). */
  notes: string[];
  /** The church's contact lines at the bottom. */
  footer: string[];
}

/** Every string the renderer draws, with the weight it draws it in. */
export const drawnTexts = (content: ReceiptContent): { regular: string[]; bold: string[] } => ({
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
