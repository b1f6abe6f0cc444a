/** What a receipt says apart from how it is drawn: plain strings a test checks against the font. */
export interface ReceiptContent {
  documentTitle: string;
  churchName: string;
  heading: string;
  /** '補印' on reprints, '預覽' on previews. */
  marker: string | null;
  fields: Array<readonly [label: string, value: string]>;
  table: {
    head: readonly [date: string, givingNumber: string, items: string, amount: string];
    rows: Array<readonly [date: string, givingNumber: string, items: string, amount: string]>;
  };
  total: { label: string; figure: string; words: string };
  notes: string[];
  footer: string[];
}
