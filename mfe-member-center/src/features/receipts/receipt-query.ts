/** The receipt page's choice of fiscal year and receipt title, as its URL query keeps it. */
export interface ReceiptChoice {
  year: number;
  /** 0 the member's own name, above 0 a saved title. */
  titleAid: number;
}

/**
 * The choice a URL query holds: a year among `years` (else the first, this year) and a title aid
 * of 0 or above (else the own name), so a reload, Back or a shared link shows the same receipts.
 */
export const parseReceiptQuery = (
  query: URLSearchParams,
  years: readonly number[],
): ReceiptChoice => {
  const year = Number(query.get('year'));
  const title = query.get('title') ?? '';
  return {
    year: years.includes(year) ? year : (years[0] ?? 0),
    titleAid: /^\d{1,9}$/.test(title) ? Number(title) : 0,
  };
};

/** The URL query of a choice. */
export const toReceiptQuery = (choice: ReceiptChoice): URLSearchParams =>
  new URLSearchParams({ year: String(choice.year), title: String(choice.titleAid) });
