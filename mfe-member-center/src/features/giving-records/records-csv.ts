/** A CSV cell: text, or a number written as it is (amounts stay numbers a spreadsheet can sum). */
export type CsvValue = string | number;

/**
 * Text a spreadsheet would run as a formula: `=`, `+`, `-`, `@`, and the tab and carriage return
 * that hide one (OWASP, CSV injection). Such text gets a leading apostrophe and stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** RFC 4180: a field holding a quote, comma or line break is quoted, its quotes doubled. */
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell of a CSV row, guarded against formulas and escaped per RFC 4180. */
export const csvCell = (value: CsvValue): string => {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** RFC 4180 text: rows joined by CRLF, each ending in one. */
export const toCsv = (rows: ReadonlyArray<readonly CsvValue[]>): string =>
  rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');

/**
 * A UTF-8 CSV file with a byte-order mark: without it Excel in Taiwan reads the Chinese as the
 * local code page (docs/screens/member-centre.md, "Giving records").
 */
export const csvFile = (rows: ReadonlyArray<readonly CsvValue[]>): Blob =>
  new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' });
