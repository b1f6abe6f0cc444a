import type {
  DonorInfo,
  GivingDetail,
  InvoiceTitle,
  MemberBankInfo,
  NotificationSetting,
  ResultOf,
  SavedCard,
} from '@eoffering/shared/contract';
import type { FakeApi } from '@eoffering/shared/testing';

export const donorOnFile: DonorInfo = {
  member_name_mandarin: '王小明',
  cell_phone: '0912345678',
  email: 'member@example.org',
  member_social_identity: 'A123456789',
  sid_status: 0,
  sidEditMode: false,
};

export const donorWithoutIdentity: DonorInfo = {
  member_name_mandarin: '陳美玲',
  cell_phone: '0922333444',
  email: 'meiling@example.org',
  member_social_identity: '',
  sid_status: -1,
  sidEditMode: true,
};

export const transferAccount: MemberBankInfo = {
  id_account: '95012345678901',
  bank_name: '玉山銀行',
  bank_no: '808',
  bank_branch: '營業部',
  bank_account_name: '財團法人台北恩典教會',
};

const card = (overrides: Partial<SavedCard>): SavedCard => ({
  cardlink_aid: 1,
  type_aid: 0,
  cardlink_name: 'VISA',
  cardlink_no: '4311-95**-****-2222',
  cardlink_exym: '202812',
  cardlink_bankno: '808',
  cardlink_issuer: '玉山銀行',
  cardlink_userlbl: '',
  cardlink_result: '0',
  build_datetime: '2024-01-05 10:00:00',
  last_mod_time: '2024-01-05 10:00:00',
  ach_aid: 0,
  ...overrides,
});

export const savedCards: SavedCard[] = [
  card({ cardlink_aid: 1, cardlink_userlbl: '家用卡', ach_aid: 7 }),
  card({ cardlink_aid: 2, cardlink_no: '5521-11**-****-8888', cardlink_exym: '202702' }),
  card({ cardlink_aid: 3, cardlink_userlbl: '失敗', cardlink_result: 'declined by issuer' }),
];

export const savedTitles: InvoiceTitle[] = [
  { invoice_title_aid: -1, invoice_title: '', invoice_tax_id: '', comments: '', disable: 2 },
  { invoice_title_aid: 0, invoice_title: '', invoice_tax_id: '', comments: '', disable: 2 },
  {
    invoice_title_aid: 11,
    invoice_title: '恩典科技有限公司',
    invoice_tax_id: '12345675',
    comments: '',
    disable: 0,
  },
];

/**
 * Scripts the calls the member home makes on load, the donor info first: the personal page's four
 * and the giving summary's records (none unless given).
 */
export const scriptPersonalPage = (
  api: FakeApi,
  donor: DonorInfo = donorOnFile,
  givings: readonly GivingDetail[] = [],
): FakeApi =>
  api
    .ok('get_member_donor_info', donor)
    .ok('get_member_vacc_num', transferAccount)
    .ok('get_cardlink_list', savedCards)
    .ok('get_invoice_title_list', savedTitles)
    .ok('get_tra_offering_list', givings);

/** The 2025 annual receipt in the member's own name: the year has ended, so it can be issued. */
export const annualReceiptStatus: ResultOf<'get_receipt_status'> = {
  fiscal_year: 2025,
  invoice_title_aid: 0,
  tra_receipt_status: 0,
  tra_receipt_reason: 'printable',
  invoice_title: '王小明',
  invoice_tax_id: '',
  offering_count: 2,
  total_amount: 4500,
  issued_at: '',
  if_preview_flag: 1,
};

/** The two reminders of group 60 (spec 9): the giving reminder in week 2, the expiry reminder on. */
export const noticeSettings: NotificationSetting[] = [
  {
    setting_aid: 1,
    setting_func: 'cfm_offering_notice',
    setting_values: '2',
    if_edit_func_online: 1,
    last_week: 2,
  },
  {
    setting_aid: 2,
    setting_func: 'cfm_offering_ach_notice',
    setting_values: '1',
    if_edit_func_online: 1,
  },
];

/** Scripts the calls of the receipt and reminder pages on load, so no page of a test is left waiting. */
export const scriptSettingsPages = (api: FakeApi): FakeApi =>
  api
    .ok('get_receipt_status', annualReceiptStatus)
    .ok('get_receipt_list', [])
    .ok('get_notice_settings', noticeSettings);

/**
 * Answers the load calls of every member-centre page except the giving detail (tests add their
 * own): an unanswered call signs the member out a moment later, in whichever test runs then.
 */
export const scriptEveryPage = (api: FakeApi): FakeApi =>
  scriptSettingsPages(scriptPersonalPage(api))
    .ok('get_cardlink_detail', savedCards[0])
    .ok('get_tra_offering_list', [])
    .ok('get_invoice_title_list', savedTitles)
    .ok('get_ach_list', []);

/** A recurring plan as get_ach_list and get_ach_detail send it. */
export const recurringPlan = (
  overrides: Partial<ResultOf<'get_ach_detail'>> = {},
): ResultOf<'get_ach_detail'> => ({
  ach_aid: 1,
  project_aid: 1,
  status: 0,
  next_payment_date: '2026-04-10',
  frequency: 1,
  payment_date: 10,
  stop_pay_date: 202711,
  currency: 'TWD',
  item_package: [
    { item_aid: 1, item_name: '什一奉獻', package_amount: 2000 },
    { item_aid: 4, item_name: '宣教奉獻', package_amount: 500 },
  ],
  cardlink_no: '4311-95**-****-2222',
  cardlink_userlbl: '家用卡',
  cardlink_exym: '202812',
  invoice_title_aid: 2,
  invoice_title: '王小明',
  invoice_tax_id: '28479133',
  build_datetime: '2025-11-07 20:15:00',
  last_mod_time: '2025-11-07 20:15:00',
  period_desc: '',
  backend_comment: '',
  first_payment_date: '2025-12-10',
  total_periods: 24,
  paid_periods: 4,
  amount: 2500,
  cardlink_aid: 1,
  stopped_as: '',
  ...overrides,
});

/** A giving as get_tra_offering_list and get_tra_offering_detail send it. */
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
