import { receiptFileName } from './file-name';

describe('receiptFileName (spec 9: church name, reprint marker, title, date, .pdf)', () => {
  it.each([
    [
      'a first print',
      { churchName: '台北恩典教會', marker: null, title: '奉獻收據', date: '2024-03-05 10:11:12' },
      '台北恩典教會_奉獻收據_20240305.pdf',
    ],
    [
      'a reprint',
      { churchName: '台北恩典教會', marker: 'reprint', title: '奉獻收據', date: '2024-03-05' },
      '台北恩典教會_補印_奉獻收據_20240305.pdf',
    ],
    [
      'an annual preview',
      {
        churchName: '台北恩典教會',
        marker: 'preview',
        title: '113年度奉獻收據',
        date: '2025-01-10',
      },
      '台北恩典教會_預覽_113年度奉獻收據_20250110.pdf',
    ],
    [
      'a church name with unsafe characters',
      { churchName: 'Grace / "Taipei"', marker: null, title: '奉獻收據', date: '2024-12-31' },
      'Grace _ _Taipei__奉獻收據_20241231.pdf',
    ],
    [
      'a title with a control character',
      { churchName: '台北恩典教會', marker: null, title: '奉獻\u0007收據', date: '2024-12-31' },
      '台北恩典教會_奉獻_收據_20241231.pdf',
    ],
  ] as const)('names %s', (_case, parts, name) => {
    expect(receiptFileName(parts)).toBe(name);
  });
});
