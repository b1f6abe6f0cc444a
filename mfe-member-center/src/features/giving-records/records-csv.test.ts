import { csvCell, csvFile, toCsv } from './records-csv';

describe('a CSV cell (RFC 4180, no formula injection)', () => {
  it.each([
    ['plain text', '一般奉獻', '一般奉獻'],
    ['a number', 3000, '3000'],
    ['a comma', '什一奉獻, 感恩奉獻', '"什一奉獻, 感恩奉獻"'],
    ['a quote', 'the "building" fund', '"the ""building"" fund"'],
    ['a line break', 'line one\nline two', '"line one\nline two"'],
    ['a carriage return and line feed', 'a\r\nb', '"a\r\nb"'],
    ['a formula with =', '=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['a formula with +', '+886912345678', "'+886912345678"],
    ['a formula with -', '-2+3', "'-2+3"],
    ['a formula with @', '@SUM(1)', "'@SUM(1)"],
    ['a hidden formula after a tab', '\t=1+1', "'\t=1+1"],
    [
      'a formula that also needs quotes',
      '=HYPERLINK("http://x.test","click")',
      '"\'=HYPERLINK(""http://x.test"",""click"")"',
    ],
    ['an apostrophe at the start, left as it is', "'quoted", "'quoted"],
    ['a minus inside the text', 'A-1', 'A-1'],
    ['empty text', '', ''],
  ])('%s', (_, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

/** A blob's bytes (jsdom's Blob has no arrayBuffer(); its FileReader does). */
const bytesOf = (blob: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('a CSV file', () => {
  const rows = [
    ['奉獻編號', '金額'],
    [1001, 3000],
    [1002, '=1+1'],
  ];

  it('joins cells by commas and ends every row with CRLF', () => {
    expect(toCsv(rows)).toBe("奉獻編號,金額\r\n1001,3000\r\n1002,'=1+1\r\n");
  });

  it('is UTF-8 with a byte-order mark, so Excel reads the Chinese', async () => {
    const file = csvFile(rows);
    expect(file.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(file);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(Buffer.from(bytes.slice(3)).toString('utf8')).toBe(toCsv(rows));
  });
});
