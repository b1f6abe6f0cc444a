import { printCall, printState, type ReceiptToPrint } from './receipt-print';

const memberSingle: ReceiptToPrint = { kind: 'single', offeringAid: 1001 };
const guestSingle: ReceiptToPrint = { kind: 'single', offeringAid: 1101, donorSid: 'B123456780' };
const annual: ReceiptToPrint = { kind: 'annual', fiscalYear: 2024, invoiceTitleAid: 0 };
const preview: ReceiptToPrint = { kind: 'preview', fiscalYear: 2025, invoiceTitleAid: 2 };

describe('printState', () => {
  it.each([
    [-1, 'unavailable'],
    [0, 'printable'],
    [1, 'printed'],
    [42, 'printed'],
  ])('flag %i is %s', (flag, state) => {
    expect(printState(flag)).toBe(state);
  });
});

describe('printCall', () => {
  it.each<[string, ReceiptToPrint, number, ReturnType<typeof printCall>]>([
    ['a member giving not yet open', memberSingle, -1, null],
    [
      "a member's first print",
      memberSingle,
      0,
      { purpose: 'print_single_receipt', body: { offering_aid: 1001, donor_sid: '' } },
    ],
    [
      "a member's reprint, by the earlier copy's id",
      memberSingle,
      7,
      { purpose: 'reprint_receipt', body: { tra_receipt_aid: 7 } },
    ],
    [
      "a guest's first print, proven by the identity number",
      guestSingle,
      0,
      { purpose: 'print_single_receipt', body: { offering_aid: 1101, donor_sid: 'B123456780' } },
    ],
    [
      "a guest's reprint, still proven",
      guestSingle,
      9,
      { purpose: 'reprint_receipt', body: { tra_receipt_aid: 9, donor_sid: 'B123456780' } },
    ],
    ['an annual receipt not open', annual, -1, null],
    [
      'an annual receipt issued now',
      annual,
      0,
      { purpose: 'download_annual_receipt', body: { fiscal_year: 2024, invoice_title_aid: 0 } },
    ],
    [
      'an annual receipt issued before',
      annual,
      12,
      { purpose: 'reprint_receipt', body: { tra_receipt_aid: 12 } },
    ],
    [
      'an annual preview',
      preview,
      0,
      { purpose: 'preview_annual_receipt', body: { fiscal_year: 2025, invoice_title_aid: 2 } },
    ],
    ['an annual preview not allowed', preview, -1, null],
  ])('%s', (_case, receipt, flag, call) => {
    expect(printCall(receipt, flag)).toEqual(call);
  });
});
