import type { GivingDetail, InvoiceTitle } from '@eoffering/shared/contract';
import { aGiving, aTitle, syntheticTitles } from '@eoffering/shared/testing';

/** Test data of the records pages: a giving, a recurring plan and saved titles, as the API sends them. */
export const giving = (overrides: Partial<GivingDetail> = {}): GivingDetail =>
  aGiving({
    offering_aid: 1001,
    transaction_id: 'TX2026031509301001',
    offering_build_datetime: '2026-03-15 09:30:00',
    item_package: [{ item_aid: 1, item_name: '什一奉獻', package_amount: 3000 }],
    amount: 3000,
    invoice_title_aid: 2,
    invoice_title: '王小明',
    invoice_tax_id: '28479133',
    if_print_flag: 0,
    ...overrides,
  });

// The recurring plan is shared with the saved cards' tests, which check what a move would do.
export { recurringPlan as plan } from '../../testing/fixtures';

/** The list get_invoice_title_list answers: the two synthetic entries, then the saved titles. */
export const titles: InvoiceTitle[] = [
  ...syntheticTitles,
  aTitle({
    invoice_title_aid: 1,
    invoice_title: '明光科技股份有限公司',
    invoice_tax_id: '24536806',
  }),
  aTitle({ invoice_title_aid: 2, invoice_title: '王小明', invoice_tax_id: '28479133' }),
];
