import type { InvoiceTitle } from '@eoffering/shared/contract';

/** Test data of the records pages: a giving, a recurring plan and saved titles, as the API sends them. */
// The giving is shared with the member home's summary tests, the recurring plan with the saved
// cards' tests, which check what a move would do.
export { giving, recurringPlan as plan } from '../../testing/fixtures';

/** The list get_invoice_title_list answers: the two synthetic entries, then the saved titles. */
export const titles: InvoiceTitle[] = [
  { invoice_title_aid: -1, invoice_title: '', invoice_tax_id: '', comments: '', disable: 2 },
  { invoice_title_aid: 0, invoice_title: '', invoice_tax_id: '', comments: '', disable: 2 },
  {
    invoice_title_aid: 1,
    invoice_title: '明光科技股份有限公司',
    invoice_tax_id: '24536806',
    comments: '',
    disable: 0,
  },
  {
    invoice_title_aid: 2,
    invoice_title: '王小明',
    invoice_tax_id: '28479133',
    comments: '',
    disable: 0,
  },
];
