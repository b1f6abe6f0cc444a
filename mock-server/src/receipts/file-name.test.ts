import { receiptFileName } from './file-name';

const ZH = { language: 'zh-TW', churchName: '台北恩典教會' } as const;
const EN = { language: 'en', churchName: 'Grace Church Taipei' } as const;
const SINGLE = { kind: 'single' } as const;
const ANNUAL_2024 = { kind: 'annual', fiscalYear: 2024 } as const;

describe('receiptFileName (docs/api-contract.md: church, marker, document, title, date, .pdf in the page language)', () => {
  it.each([
    [
      'a first print, Chinese page',
      { ...ZH, marker: null, document: SINGLE, title: '王小明', date: '2024-03-05 10:11:12' },
      '台北恩典教會_奉獻收據_王小明_20240305.pdf',
    ],
    [
      'a first print, English page',
      { ...EN, marker: null, document: SINGLE, title: '王小明', date: '2024-03-05 10:11:12' },
      'Grace Church Taipei_Giving receipt_王小明_20240305.pdf',
    ],
    [
      'a reprint, Chinese page',
      {
        ...ZH,
        marker: 'reprint',
        document: SINGLE,
        title: '明光科技股份有限公司',
        date: '2024-03-05',
      },
      '台北恩典教會_補印_奉獻收據_明光科技股份有限公司_20240305.pdf',
    ],
    [
      'a reprint, English page',
      {
        ...EN,
        marker: 'reprint',
        document: SINGLE,
        title: '明光科技股份有限公司',
        date: '2024-03-05',
      },
      'Grace Church Taipei_Reprint_Giving receipt_明光科技股份有限公司_20240305.pdf',
    ],
    [
      'an annual receipt, Chinese page (ROC year)',
      { ...ZH, marker: null, document: ANNUAL_2024, title: '王小明', date: '2025-01-10' },
      '台北恩典教會_113年度奉獻收據_王小明_20250110.pdf',
    ],
    [
      'an annual receipt, English page (Gregorian year)',
      { ...EN, marker: null, document: ANNUAL_2024, title: '王小明', date: '2025-01-10' },
      'Grace Church Taipei_Annual receipt 2024_王小明_20250110.pdf',
    ],
    [
      'an annual preview, Chinese page',
      { ...ZH, marker: 'preview', document: ANNUAL_2024, title: '王小明', date: '2025-01-10' },
      '台北恩典教會_預覽_113年度奉獻收據_王小明_20250110.pdf',
    ],
    [
      'an annual preview, English page',
      { ...EN, marker: 'preview', document: ANNUAL_2024, title: '王小明', date: '2025-01-10' },
      'Grace Church Taipei_Preview_Annual receipt 2024_王小明_20250110.pdf',
    ],
    [
      'an annual reprint, English page',
      { ...EN, marker: 'reprint', document: ANNUAL_2024, title: 'Wang Family', date: '2025-01-10' },
      'Grace Church Taipei_Reprint_Annual receipt 2024_Wang Family_20250110.pdf',
    ],
    [
      'a title with path and quote characters',
      { ...EN, marker: null, document: SINGLE, title: 'A/B "Trading" Co.', date: '2024-12-31' },
      'Grace Church Taipei_Giving receipt_A_B _Trading_ Co._20241231.pdf',
    ],
    [
      'a church name with unsafe characters',
      {
        ...ZH,
        churchName: 'Grace / "Taipei"',
        marker: null,
        document: SINGLE,
        title: '王小明',
        date: '2024-12-31',
      },
      'Grace _ _Taipei__奉獻收據_王小明_20241231.pdf',
    ],
    [
      'a title with control and reserved characters',
      {
        ...ZH,
        marker: null,
        document: SINGLE,
        title: '王\u0007小明\u007f<>',
        date: '2024-12-31',
      },
      '台北恩典教會_奉獻收據_王_小明____20241231.pdf',
    ],
    [
      'a title of spaces only, left out rather than an empty part',
      { ...ZH, marker: null, document: SINGLE, title: '   ', date: '2024-12-31' },
      '台北恩典教會_奉獻收據_20241231.pdf',
    ],
  ] as const)('names %s', (_case, parts, name) => {
    expect(receiptFileName(parts)).toBe(name);
  });
});
