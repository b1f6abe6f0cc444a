import type {
  DonorInfo,
  GivingDetail,
  InvoiceTitle,
  TransferInfo,
} from '@eoffering/shared/contract';

/** A giving as get_tra_detail answers it (spec 3): a successful card giving of a guest. */
export const aGiving = (overrides: Partial<GivingDetail> = {}): GivingDetail => ({
  project_aid: 1,
  project_name: '一般奉獻',
  offering_aid: 1401,
  transaction_id: 'EC000123',
  offering_build_datetime: '2026-11-20 10:15:00',
  item_package: [
    { item_aid: 1, item_name: '十一奉獻', package_amount: 1000 },
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

/** Transfer info as vaccConfirm answers it (spec 3). */
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

/** Donor info (spec 3): a member with an identity number on file. */
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

/** A saved receipt title (spec 3); disable 0 is enabled. */
export const aTitle = (overrides: Partial<InvoiceTitle> = {}): InvoiceTitle => ({
  invoice_title_aid: 11,
  invoice_title: '王小明',
  invoice_tax_id: '12345675',
  comments: '',
  disable: 0,
  ...overrides,
});
