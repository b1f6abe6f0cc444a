import { emptyOrderDraft } from '@eoffering/shared';
import { anItem } from '../../testing/fixtures';
import { aTitle } from '../../testing/givings';
import {
  OTHER_TITLE,
  PAYMENT_DAYS,
  initialRecurring,
  planPreview,
  receiptFields,
  recurringDraft,
  recurringRules,
  settingRequest,
  type RecurringValues,
} from './recurring-setup-model';

// Taipei calendar days, as the plan's schedule reckons them (docs/screens/giving.md).
const day = (iso: string): string => iso;

const tithe = anItem({ item_aid: 1, item_name: '什一奉獻', if_ach: 1 });
const thanks = anItem({
  id: 2,
  item_aid: 2,
  item_name: '感恩奉獻',
  item_donation_min_num: 500,
  item_donation_max_num: 20000,
  if_ach: 1,
});
const company = aTitle({
  invoice_title_aid: 12,
  invoice_title: '恩典公司',
  invoice_tax_id: '87654322',
});
const synthetic = [
  aTitle({ invoice_title_aid: -1, invoice_title: '', invoice_tax_id: '', disable: 2 }),
  aTitle({ invoice_title_aid: 0, invoice_title: '', invoice_tax_id: '', disable: 2 }),
];

const values = (overrides: Partial<RecurringValues> = {}): RecurringValues => ({
  frequency: 1,
  payment_date: 10,
  periods: '12',
  items: [
    { item: tithe, ticked: true, amount: '1000' },
    { item: thanks, ticked: false, amount: '' },
  ],
  need_receipt: 'anonymous',
  title_aid: OTHER_TITLE,
  invoice_title: '',
  invoice_tax_id: '',
  ...overrides,
});

describe('what the page shows as the member types (the plan’s schedule)', () => {
  it.each([
    // today, frequency, day, periods, first debit, last debit
    ['2026-01-10', 1, 15, '12', '2026-01-15', '2026-12-15'],
    ['2026-01-10', 1, 10, '12', '2026-02-10', '2027-01-10'],
    ['2026-01-10', 1, 11, '2', '2026-01-11', '2026-02-11'],
    ['2026-11-20', 2, 5, '6', '2026-12-05', '2027-10-05'],
    ['2026-12-28', 3, 28, '4', '2027-01-28', '2027-10-28'],
    ['2026-03-31', 1, 1, '100', '2026-04-01', '2034-07-01'],
  ] as const)(
    'on %s, every %d months on day %d for %s periods: first %s, last %s',
    (today, frequency, paymentDay, periods, first, last) => {
      const items = values().items;
      expect(
        planPreview({ frequency, payment_date: paymentDay, periods, items }, day(today)),
      ).toEqual({
        firstDate: first,
        schedule: { lastDate: last, debits: Number(periods), total: 1000 * Number(periods) },
      });
    },
  );

  it('reads periods typed in full-width digits', () => {
    const items = values().items;
    expect(
      planPreview({ frequency: 1, payment_date: 15, periods: '１２', items }, day('2026-01-10')),
    ).toEqual({
      firstDate: '2026-01-15',
      schedule: { lastDate: '2026-12-15', debits: 12, total: 12000 },
    });
  });

  it.each(['', '1', '101', '1.5', 'abc'])(
    'shows no end while the periods are %j (not yet valid), the first date all the same',
    (periods) => {
      const items = values().items;
      expect(
        planPreview({ frequency: 1, payment_date: 15, periods, items }, day('2026-01-10')),
      ).toEqual({ firstDate: '2026-01-15', schedule: null });
    },
  );
});

describe('the setup starts', () => {
  it.each([
    ['2026-01-10', 11],
    ['2026-01-27', 28],
    ['2026-01-28', 1],
    ['2026-01-31', 1],
  ])('on %s the payment day defaults to %d (tomorrow, within 1..28)', (today, expected) => {
    expect(initialRecurring([tithe], [], emptyOrderDraft(), 1, day(today)).payment_date).toBe(
      expected,
    );
  });

  it('offers the days 1 to 28 and nothing else', () => {
    expect(PAYMENT_DAYS).toEqual(Array.from({ length: 28 }, (_, index) => index + 1));
  });

  it('prefills the saved-title list with the first enabled title, skipping the synthetic entries', () => {
    const start = initialRecurring([tithe], [...synthetic, company], emptyOrderDraft(), 1);
    expect(start.title_aid).toBe('12');
    expect(initialRecurring([tithe], synthetic, emptyOrderDraft(), 1).title_aid).toBe(OTHER_TITLE);
  });

  it('restores the items of a recurring draft of this project, not of another or of a one-off', () => {
    const lines = [{ item_aid: 2, item_name: '感恩奉獻', package_amount: 800 }];
    const draft = { ...emptyOrderDraft(), project_aid: 1, if_ach: 1 as const, item_package: lines };
    expect(initialRecurring([tithe, thanks], [], draft, 1).items).toEqual([
      { item: tithe, ticked: false, amount: '' },
      { item: thanks, ticked: true, amount: '800' },
    ]);
    expect(initialRecurring([thanks], [], { ...draft, project_aid: 2 }, 1).items[0]?.ticked).toBe(
      false,
    );
    expect(initialRecurring([thanks], [], { ...draft, if_ach: 0 }, 1).items[0]?.ticked).toBe(false);
  });
});

describe('recurring validation messages', () => {
  it.each([
    ['', 'common:validation.enterPeriods'],
    ['  ', 'common:validation.enterPeriods'],
    ['abc', 'common:validation.enterPeriods'],
    ['1', 'common:validation.periodsMin'],
    ['0', 'common:validation.periodsMin'],
    ['101', 'common:validation.periodsMax'],
    ['2', null],
    ['100', null],
  ])('periods %j: %s', (periods, key) => {
    expect(recurringRules(values({ periods })).periods?.key ?? null).toBe(key);
  });

  it.each([
    [
      'no item ticked',
      { item: tithe, ticked: false, amount: '' },
      'giving:recurring.chooseItem',
      undefined,
    ],
    [
      'a ticked item without amount',
      { item: tithe, ticked: true, amount: '' },
      'common:validation.enterAmount',
      undefined,
    ],
    [
      'under the minimum',
      { item: thanks, ticked: true, amount: '499' },
      'common:validation.minAmount',
      { min: '500' },
    ],
    [
      'over the maximum',
      { item: thanks, ticked: true, amount: '20001' },
      'common:validation.maxAmount',
      { max: '20,000' },
    ],
    ['within the limits', { item: thanks, ticked: true, amount: '20000' }, null, undefined],
  ])('items, %s', (_name, row, key, messageValues) => {
    const result = recurringRules(values({ items: [row] })).items;
    expect(result?.key ?? null).toBe(key);
    expect(result?.values).toEqual(messageValues);
  });

  it.each([
    [
      'no choice',
      { need_receipt: '' as const },
      { need_receipt: 'common:validation.selectReceiptInfo' },
    ],
    ['anonymous', { need_receipt: 'anonymous' as const }, {}],
    ['a saved title', { need_receipt: 'title' as const, title_aid: '12' }, {}],
    [
      'a typed title left empty',
      { need_receipt: 'title' as const, title_aid: OTHER_TITLE },
      {
        invoice_title: 'common:validation.enterReceiptTitle',
        invoice_tax_id: 'common:validation.enterData',
      },
    ],
    [
      'a typed tax id that is not 8 digits',
      { need_receipt: 'title' as const, invoice_title: '恩典', invoice_tax_id: '1234' },
      { invoice_tax_id: 'common:validation.taxIdFormat' },
    ],
  ])('receipt, %s', (_name, overrides, expected) => {
    const rules = recurringRules(values(overrides));
    const keys = Object.fromEntries(
      (['need_receipt', 'invoice_title', 'invoice_tax_id'] as const)
        .filter((name) => rules[name])
        .map((name) => [name, rules[name]?.key]),
    );
    expect(keys).toEqual(expected);
  });
});

describe('the request and the draft', () => {
  const titles = [...synthetic, company];

  it.each([
    ['anonymous', { need_receipt: 'anonymous' as const }, [-1, '', '']],
    [
      'a saved title',
      { need_receipt: 'title' as const, title_aid: '12' },
      [12, '恩典公司', '87654322'],
    ],
    [
      'a typed title matching a saved one',
      { need_receipt: 'title' as const, invoice_title: ' 恩典公司 ', invoice_tax_id: '87654322' },
      [12, '恩典公司', '87654322'],
    ],
    [
      'a typed title saved nowhere',
      { need_receipt: 'title' as const, invoice_title: '新抬頭', invoice_tax_id: '11223340' },
      [0, '新抬頭', '11223340'],
    ],
  ])('receipt fields, %s', (_name, overrides, [aid, title, taxId]) => {
    expect(receiptFields(values(overrides), titles)).toEqual({
      invoice_title_aid: aid,
      invoice_title: title,
      invoice_tax_id: taxId,
    });
  });

  it('sends the ticked items, the terms and the end month', () => {
    const dates = { firstDate: '2026-02-10', lastDate: '2026-01-10', stopPayDate: 202601 };
    expect(settingRequest(values(), titles, dates)).toEqual({
      item_package: [{ item_aid: 1, item_name: '什一奉獻', package_amount: 1000 }],
      currency: 'TWD',
      frequency: 1,
      payment_date: 10,
      stop_pay_date: 202601,
      invoice_title_aid: -1,
      invoice_title: '',
      invoice_tax_id: '',
    });
  });

  it('keeps the plan for the payment step: if_ach 1, ach_aid, next_date, view recurring_records', () => {
    const lines = [{ item_aid: 1, item_name: '什一奉獻', package_amount: 1000 }];
    expect(
      recurringDraft(3, 41, lines, {
        firstDate: '2026-02-10',
        lastDate: '2027-01-10',
        stopPayDate: 202701,
      }),
    ).toMatchObject({
      project_aid: 3,
      view: 'recurring_records',
      if_ach: 1,
      ach_aid: 41,
      next_date: '2026-02-10',
      item_package: lines,
      amount: 1000,
      offering_aid: 0,
    });
  });
});
