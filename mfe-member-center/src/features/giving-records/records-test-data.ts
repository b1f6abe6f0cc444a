import type { InvoiceTitle } from '@eoffering/shared/contract';
import { aTitle, syntheticTitles } from '@eoffering/shared/testing';

/** Test data of the records pages: a giving, a recurring plan and saved titles, as the API sends them. */
// The giving is shared with the member home's summary tests, the recurring plan with the saved
// cards' tests, which check what a move would do.
export { giving, recurringPlan as plan } from '../../testing/fixtures';

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
