import { testSettings } from '../core/settings';
import type { GivingRecord } from '../store/collections';
import type { ReceiptContent } from './documents';
import { annualReceiptContent, churchOf, singleReceiptContent } from './documents';
import { fontRuns } from './fonts';
import { drawnTexts, FONT_WEIGHTS, missingGlyphs } from '../../test-support/receipt-glyphs';
import type { FontWeight } from './fonts';
import {
  decryptPdf,
  encryptionReport,
  openReceipt,
  pageCount,
  pdfFonts,
  pdfText,
  pdfWords,
} from '../../test-support/pdf-inspect';
import { renderReceiptPdf } from './render';

const church = churchOf(testSettings());
const owner = { userPassword: 'A123456789', ownerPassword: 'owner-secret-for-tests' };
const createdAt = new Date('2025-01-10T02:00:00Z');

const giving = (
  offeringAid: number,
  day: string,
  lines: Array<[string, number]>,
): GivingRecord => ({
  offering_aid: offeringAid,
  project_aid: 1,
  member_id: 'm-wang',
  offering_build_datetime: `${day} 10:00:00`,
  item_package: lines.map(([name, amount], index) => ({
    item_aid: index + 1,
    item_name: name,
    package_amount: amount,
  })),
  amount: lines.reduce((sum, [, amount]) => sum + amount, 0),
  currency: 'TWD',
  pay_method: 'CREDIT',
  type_aid: 1,
  status: 0,
  tra_result: '0',
  transaction_id: 'T1',
  donor: null,
  invoice_title_aid: 0,
  invoice_title: '',
  invoice_tax_id: '',
  comments: '',
  if_print_flag: 0,
  receipt_issued_at: null,
  order_info_aid: 0,
  ach_aid: 0,
});

const wang = { donorName: '王小明', identity: 'A123456789', title: '王小明', taxId: '' };
const titled = {
  donorName: '王小明',
  identity: 'A123456789',
  title: '恩典科技股份有限公司',
  taxId: '24536806',
};

const single = singleReceiptContent({
  church,
  giving: giving(41, '2024-03-05', [
    ['什一奉獻', 10_000],
    ['感恩奉獻', 500],
  ]),
  projectName: '一般奉獻',
  party: wang,
  issue: { original: { tra_receipt_aid: 12, issued_at: '2024-03-06 09:00:00' }, reprintedAt: null },
});

const reprint = singleReceiptContent({
  church,
  giving: giving(41, '2024-03-05', [['宣教奉獻', 3_000]]),
  projectName: '宣教事工',
  party: titled,
  issue: {
    original: { tra_receipt_aid: 12, issued_at: '2024-03-06 09:00:00' },
    reprintedAt: '2025-01-10 10:00:00',
  },
});

const manyGivings = Array.from({ length: 60 }, (_, index) =>
  giving(100 + index, `2024-${String((index % 12) + 1).padStart(2, '0')}-15`, [
    ['什一奉獻', 1_000 + index],
    ['建堂奉獻', 200],
  ]),
);

const annual = annualReceiptContent({
  church,
  fiscalYear: 2024,
  party: wang,
  givings: manyGivings,
  singles: [{ ...giving(99, '2024-02-01', [['感恩奉獻', 900]]), if_print_flag: 7 }],
  issue: { original: { tra_receipt_aid: 30, issued_at: '2025-01-10 10:00:00' }, reprintedAt: null },
  today: '2025-01-10',
});

const preview = annualReceiptContent({
  church,
  fiscalYear: 2024,
  party: titled,
  givings: manyGivings.slice(0, 3),
  singles: [],
  issue: null,
  today: '2025-01-10',
});

// pdftotext keeps the words but may break lines and add spaces between table cells.
const squash = (text: string): string => text.replace(/\s+/g, '');

describe('receipt fonts', () => {
  it.each([
    ['single', single],
    ['reprint', reprint],
    ['annual', annual],
    ['preview', preview],
  ] as Array<[string, ReceiptContent]>)(
    'has a glyph for every character of the %s receipt',
    (_name, content) => {
      const texts = drawnTexts(content);
      for (const weight of FONT_WEIGHTS) {
        expect(texts[weight].flatMap((text) => missingGlyphs(text, weight))).toEqual([]);
      }
    },
  );

  it('reports characters neither font has (the check can fail)', () => {
    // U+E000 (private use) is in no font; U+1F600 (an emoji) is drawn by the fallback.
    expect(missingGlyphs('王😀\uE000', 'regular')).toEqual(['\uE000']);
  });

  it.each<[string, FontWeight, Array<[string, string]>]>([
    [
      'emoji around a name',
      'regular',
      [
        ['regular-emoji', '🙏'],
        ['regular', '李大同'],
        ['regular-emoji', '😀'],
      ],
    ],
    [
      'an emoji with a skin tone, whole',
      'bold',
      [
        ['bold', '王'],
        ['bold-emoji', '👍🏽'],
      ],
    ],
    ['a family joined by ZWJ, whole', 'regular', [['regular-emoji', '👨‍👩‍👧']]],
    ['Chinese and Latin only', 'regular', [['regular', '王小明 Grace']]],
  ])('draws %s in the fonts that have it', (_case, weight, runs) => {
    const text = runs.map(([, part]) => part).join('');
    expect(fontRuns(text, weight).map((run) => [run.font, run.text])).toEqual(runs);
    expect(missingGlyphs(text, weight)).toEqual([]);
  });
});

describe('receipt content', () => {
  const identityField = (identity: string) =>
    singleReceiptContent({
      church,
      giving: giving(42, '2024-03-05', [['什一奉獻', 1_000]]),
      projectName: '一般奉獻',
      party: { ...wang, identity },
      issue: {
        original: { tra_receipt_aid: 13, issued_at: '2024-03-06 09:00:00' },
        reprintedAt: null,
      },
    }).fields.find(([label]) => label === '身分證字號');

  // The mask the screens show (docs/screens/giving.md): a 6-character number keeps one at each end.
  it.each([
    ['A123456789', 'A12****789'],
    ['AB1234567', 'AB*****67'],
    ['X12345', 'X****5'],
    ['ABCD', 'A**D'],
    ['AB', '**'],
  ])('prints the identity number %s as %s', (identity, masked) => {
    expect(identityField(identity)).toEqual(['身分證字號', masked]);
  });

  it('prints no identity number when none is on file', () => {
    expect(identityField('')).toBeUndefined();
  });
});

describe('renderReceiptPdf', () => {
  let singlePdf: Buffer;
  beforeAll(async () => {
    singlePdf = await renderReceiptPdf(single, owner, createdAt);
  });

  it('opens only with the donor password, encrypted with AES-256', () => {
    expect(decryptPdf(singlePdf, 'A123456789')).not.toBeNull();
    expect(decryptPdf(singlePdf, 'A123456788')).toBeNull();
    expect(decryptPdf(singlePdf, '')).toBeNull();
    expect(() => pdfText(singlePdf)).toThrow();
    expect(encryptionReport(singlePdf, 'A123456789')).toMatch(/file encryption method: AESv3/);
  });

  it('uses the standard security handler revision 6, and the owner password works too', () => {
    // Revision 5 checks a password with one SHA-256: an identity number falls in minutes.
    const report = encryptionReport(singlePdf, 'A123456789');
    expect(report).toMatch(/^R = 6$/m);
    expect(report).toMatch(/^file encryption method: AESv3$/m);
    expect(decryptPdf(singlePdf, owner.ownerPassword)).not.toBeNull();
    expect(encryptionReport(singlePdf, owner.ownerPassword)).toMatch(
      /^Supplied password is owner password$/m,
    );
  });

  it('writes the Chinese text a reader can find after decryption', () => {
    const text = squash(openReceipt(singlePdf, 'A123456789'));
    for (const expected of [
      '台北恩典教會',
      '奉獻收據',
      '收據編號000012',
      '開立日期中華民國113年3月6日',
      '奉獻人王小明',
      '身分證字號A12****789',
      '什一奉獻',
      'NT$10,000',
      '感恩奉獻',
      '合計NT$10,500',
      '新臺幣壹萬零伍佰元整',
      '2024/03/05',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.startsWith('台北恩典教會奉獻收據')).toBe(true);
    expect(text).not.toContain('補印');
    expect(text).not.toContain('A123456789');
  });

  it('marks a reprint and prints the title and tax id', async () => {
    const pdf = await renderReceiptPdf(reprint, { ...owner, userPassword: '24536806' }, createdAt);
    expect(decryptPdf(pdf, 'A123456789')).toBeNull();
    const text = squash(openReceipt(pdf, '24536806'));
    // The boxed marker sits above the church name, so a reader meets it first.
    expect(text.startsWith('補印台北恩典教會奉獻收據')).toBe(true);
    for (const expected of [
      '補印日期中華民國114年1月10日',
      '收據抬頭恩典科技股份有限公司',
      '統一編號24536806',
      '本收據為補印本，內容與原收據（編號000012）相同。',
      '新臺幣參仟元整',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints a person’s identity number as the tax id of a receipt in their own name, masked', async () => {
    const own = singleReceiptContent({
      church,
      giving: giving(43, '2024-03-05', [['什一奉獻', 3_000]]),
      projectName: '一般奉獻',
      party: { ...wang, taxId: 'A123456789' },
      issue: {
        original: { tra_receipt_aid: 14, issued_at: '2024-03-06 10:00:00' },
        reprintedAt: null,
      },
    });
    const pdf = await renderReceiptPdf(own, { ...owner, userPassword: 'A123456789' }, createdAt);
    const text = squash(openReceipt(pdf, 'A123456789'));
    expect(text).toContain('收據抬頭王小明');
    expect(text).toContain('身分證／居留證號A12****789');
    expect(text).not.toContain('統一編號');
    expect(text).not.toContain('身分證字號');
    expect(text).not.toContain('A123456789');
  });

  it('prints a name with emoji as typed, no replacement box, and keeps labels off their values', async () => {
    const donorName = '🙏李大同😀';
    const content = singleReceiptContent({
      church,
      giving: giving(44, '2024-03-05', [['什一奉獻', 1_000]]),
      projectName: '一般奉獻',
      party: { donorName, identity: 'A123456789', title: donorName, taxId: 'A123456789' },
      issue: {
        original: { tra_receipt_aid: 15, issued_at: '2024-03-06 10:00:00' },
        reprintedAt: null,
      },
    });
    const pdf = await renderReceiptPdf(content, owner, createdAt);
    expect(squash(openReceipt(pdf, 'A123456789'))).toContain(`奉獻人${donorName}`);
    const plain = decryptPdf(pdf, 'A123456789') ?? Buffer.alloc(0);
    // The emoji are drawn from the fallback, not as the receipt font's empty box.
    expect(pdfFonts(plain)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/NotoEmoji/),
        expect.stringMatching(/NotoSansTC/),
      ]),
    );
    const words = pdfWords(plain);
    for (const label of ['奉獻人', '收據抬頭', '身分證／居留證號', '收據編號', '開立日期']) {
      const at = words.findIndex((word) => word.text === label);
      const labelWord = words[at];
      const value = words[at + 1];
      expect({ label, found: labelWord !== undefined && value !== undefined }).toEqual({
        label,
        found: true,
      });
      // A label never runs into its value: the value starts clear of it on the same line.
      expect(Math.abs((value?.yMin ?? 0) - (labelWord?.yMin ?? 0))).toBeLessThan(2);
      expect((value?.xMin ?? 0) - (labelWord?.xMax ?? 0)).toBeGreaterThanOrEqual(6);
    }
  });

  it('lists every giving of an annual receipt across pages, with the total', async () => {
    const pdf = await renderReceiptPdf(annual, owner, createdAt);
    const text = squash(openReceipt(pdf, 'A123456789'));
    expect(pageCount(decryptPdf(pdf, 'A123456789') ?? Buffer.alloc(0))).toBeGreaterThan(1);
    expect(text).toContain('113年度奉獻收據');
    expect(text).toContain('奉獻期間中華民國113年1月1日至中華民國113年12月31日');
    for (const row of manyGivings) expect(text).toContain(String(row.offering_aid));
    const total = manyGivings.reduce((sum, row) => sum + row.amount, 0);
    expect(text).toContain(`合計60筆NT$${total.toLocaleString('en-US')}`);
    // One gift, one receipt: a singly receipted giving is named, not listed nor counted.
    expect(text).toContain('下列奉獻已開立單筆收據，不列入本收據：99（收據編號000007）。');
    expect(text).not.toContain('2024/02/0199');
  });

  it('says a preview is not a receipt, and nothing that reads as one', async () => {
    const pdf = await renderReceiptPdf(preview, { ...owner, userPassword: '24536806' }, createdAt);
    const text = squash(openReceipt(pdf, '24536806'));
    expect(text.startsWith('預覽台北恩典教會113年度奉獻收據')).toBe(true);
    expect(text).toContain('本文件為預覽，並非正式收據，不得用於報稅。');
    expect(text).toContain('製表日期中華民國114年1月10日');
    expect(text).not.toContain('收據編號');
    expect(text).not.toMatch(/可作為申報.*憑證/);
  });
});
