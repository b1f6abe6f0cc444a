import type { GivingDetail, InvoiceTitle } from '@eoffering/shared/contract';

/** Test data of the records pages: a giving, a recurring plan and saved titles, as the API sends them. */
export const giving = (overrides: Partial<GivingDetail> = {}): GivingDetail => ({
  project_aid: 1,
  project_name: '一般奉獻',
  offering_aid: 1001,
  transaction_id: 'TX2026031509301001',
  offering_build_datetime: '2026-03-15 09:30:00',
  item_package: [{ item_aid: 1, item_name: '什一奉獻', package_amount: 3000 }],
  amount: 3000,
  currency: 'TWD',
  pay_method: 'CREDIT',
  status: 0,
  tra_result: '0',
  invoice_title_aid: 2,
  invoice_title: '王小明',
  invoice_tax_id: '28479133',
  comments: '',
  if_print_flag: 0,
  annual_receipt_aid: 0,
  if_edit_flag: 1,
  order_info_aid: 0,
  ach_aid: 0,
  ...overrides,
});

// The recurring plan is shared with the saved cards' tests, which check what a move would do.
export { recurringPlan as plan } from '../../testing/fixtures';

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
