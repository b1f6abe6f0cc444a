// The contract's test data, once for every package's tests (docs/api-contract.md): each builder
// answers as the backend does, and FakeApi refuses what the contract would not send.
import type {
  DonorInfo,
  GivingDetail,
  InvoiceTitle,
  MemberBankInfo,
  NotificationSetting,
  Project,
  ProjectItem,
  ResultOf,
  SavedCard,
  TransferInfo,
} from '../contract';

/** A project as get_project_info_list / get_project_info_detail answer it (docs/api-contract.md). */
export const aProject = (overrides: Partial<Project> = {}): Project => ({
  project_aid: 1,
  project_name: '一般奉獻',
  project_intro: '支持教會日常事工',
  project_intro_en: 'Supports the daily ministry of the church',
  project_img_url: '/media/projects/general.jpg',
  project_icon_url: '/media/projects/general-icon.svg',
  project_link_url: '',
  icon_bg: '#0b6e69',
  if_tra: 1,
  donation_desc: '什一奉獻、感恩奉獻與其他奉獻。',
  contact_info1: '',
  contact_name1: '',
  ...overrides,
});

/** An item as get_project_items answers it (docs/api-contract.md); if_ach 1 allows recurring giving. */
export const anItem = (overrides: Partial<ProjectItem> = {}): ProjectItem => ({
  id: 1,
  item_aid: 1,
  item_name: '什一奉獻',
  item_donation_min_num: 100,
  item_donation_max_num: 500000,
  item_donation_amount: 0,
  if_ach: 0,
  ...overrides,
});

/** A giving as get_tra_detail answers it (docs/api-contract.md): a successful card giving of a guest. */
export const aGiving = (overrides: Partial<GivingDetail> = {}): GivingDetail => ({
  project_aid: 1,
  project_name: '一般奉獻',
  offering_aid: 1401,
  transaction_id: 'EC000123',
  offering_build_datetime: '2026-11-20 10:15:00',
  item_package: [
    { item_aid: 1, item_name: '什一奉獻', package_amount: 1000 },
    { item_aid: 2, item_name: '感恩奉獻', package_amount: 500 },
  ],
  amount: 1500,
  currency: 'TWD',
  pay_method: 'CREDIT',
  status: 0,
  tra_result: '0',
  invoice_title_aid: 0,
  invoice_title: '',
  invoice_tax_id: '',
  comments: '',
  if_print_flag: -1,
  annual_receipt_aid: 0,
  if_edit_flag: 1,
  order_info_aid: 0,
  ach_aid: 0,
  ...overrides,
});

/** Transfer info as vaccConfirm answers it (docs/api-contract.md). */
export const aTransfer = (overrides: Partial<TransferInfo> = {}): TransferInfo => ({
  offering_aid: 1402,
  order_info_amount: 2000,
  order_deadline: '2026-11-23 23:59:59',
  id_account: '96871000001402',
  bank_name: '玉山銀行',
  bank_no: '808',
  bank_branch: '營業部',
  bank_account_name: '財團法人台北靈糧堂',
  ...overrides,
});

/** Donor info (docs/api-contract.md): a member with an identity number on file. */
export const aDonor = (overrides: Partial<DonorInfo> = {}): DonorInfo => ({
  member_name_mandarin: '王小明',
  cell_phone: '0912345678',
  email: 'member@example.org',
  member_social_identity: 'A123456789',
  sid_status: 0,
  sidEditMode: false,
  ...overrides,
});

/** Donor info of a guest giving: blank fields to fill in. */
export const guestDonor = (): DonorInfo =>
  aDonor({
    member_name_mandarin: '',
    cell_phone: '',
    email: '',
    member_social_identity: '',
    sid_status: -1,
    sidEditMode: true,
  });

/** A member without an identity number on file. */
export const donorWithoutIdentity: DonorInfo = aDonor({
  member_name_mandarin: '陳美玲',
  cell_phone: '0922333444',
  email: 'meiling@example.org',
  member_social_identity: '',
  sid_status: -1,
  sidEditMode: true,
});

/** A saved receipt title (docs/api-contract.md); disable 0 is enabled. */
export const aTitle = (overrides: Partial<InvoiceTitle> = {}): InvoiceTitle => ({
  invoice_title_aid: 11,
  invoice_title: '王小明',
  invoice_tax_id: '12345675',
  comments: '',
  disable: 0,
  ...overrides,
});

/** The two synthetic entries get_invoice_title_list starts with: anonymous (-1) and not set (0). */
export const syntheticTitles: InvoiceTitle[] = [
  aTitle({ invoice_title_aid: -1, invoice_title: '', invoice_tax_id: '', disable: 2 }),
  aTitle({ invoice_title_aid: 0, invoice_title: '', invoice_tax_id: '', disable: 2 }),
];

/** The member's transfer account as get_member_vacc_num answers it. */
export const aBankAccount = (overrides: Partial<MemberBankInfo> = {}): MemberBankInfo => ({
  id_account: '95012345678901',
  bank_name: '玉山銀行',
  bank_no: '808',
  bank_branch: '營業部',
  bank_account_name: '財團法人台北恩典教會',
  ...overrides,
});

/** A saved card as get_cardlink_list answers it; cardlink_result '0' is a bound card. */
export const aSavedCard = (overrides: Partial<SavedCard> = {}): SavedCard => ({
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

/** A recurring plan as get_ach_list and get_ach_detail send it. */
export const aRecurringPlan = (
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

/** The annual receipt status of 2025 in the member's own name: the year has ended, it can be issued. */
export const aReceiptStatus = (
  overrides: Partial<ResultOf<'get_receipt_status'>> = {},
): ResultOf<'get_receipt_status'> => ({
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
  ...overrides,
});

/** A reminder setting of group 60 (docs/screens/giving.md). */
export const aNoticeSetting = (
  overrides: Partial<NotificationSetting> = {},
): NotificationSetting => ({
  setting_aid: 1,
  setting_func: 'cfm_offering_notice',
  setting_values: '2',
  if_edit_func_online: 1,
  ...overrides,
});
