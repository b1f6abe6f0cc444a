// Stored as the contract's entities plus what only the server keeps, so answers need no renaming.
import type {
  AchStatus,
  DonorInfo,
  GivingDetail,
  GivingStatus,
  InvoiceTitle,
  ItemPackageLine,
  MemberBankInfo,
  NotificationSetting,
  PaymentType,
  Pledge,
  PayMethod,
  Project,
  ProjectItem,
  RequestOf,
  ResultOf,
  SavedCard,
  TransferInfo,
} from '@eoffering/shared/contract';

export type { AchStatus, GivingStatus, ItemPackageLine, PayMethod };

export type MemberRecord = Pick<DonorInfo, 'cell_phone' | 'email' | 'member_social_identity'> & {
  /** JWT `sub`. */
  member_id: string;
  member_name: string;
  /** scrypt of the SHA-256 hex the login form sends (`auth/password-store.ts`), never a password. */
  password_hash: string;
  /** Sign-up time: a new member's givings count on the address limit (docs/security-model.md). */
  registered_at?: string;
  /** The member's dedicated transfer (virtual) account. */
  vacc: MemberBankInfo;
};

/** The figures of a campaign are worked out on every answer, never stored. */
export type ProjectRecord = Omit<Project, 'if_tra' | 'given_amount' | 'giver_count'> & {
  if_tra: number;
  sort: number;
};

export type ProjectItemRecord = Omit<ProjectItem, 'if_ach'> & {
  project_aid: number;
  if_ach: number;
};

/** `type_action` is answered from config.json's path of `purpose`. */
export type PaymentTypeRecord = Omit<PaymentType, 'type_action'> & {
  purpose: 'do_tra_type_crdo' | 'do_tra_type_linepay' | 'do_tra_type_vacc' | 'do_tra_type_cardlink';
  pay_method: PayMethod;
  /** Offered for recurring (if_ach 1) orders, for one-off orders. */
  for_ach: boolean;
  for_once: boolean;
};

export type DonorDetails = Pick<
  RequestOf<'tra_order_info_handle'>,
  'donor_name' | 'donor_phone' | 'donor_email' | 'donor_sid'
>;

/** The print and edit flags and the project's name are worked out on every answer. */
export type GivingRecord = Omit<
  GivingDetail,
  'project_name' | 'project_name_en' | 'annual_receipt_aid' | 'if_edit_flag'
> & {
  /** Null for a guest giving. */
  member_id: string | null;
  type_aid: number;
  donor: DonorDetails | null;
  /** Set when an annual receipt that lists this giving was issued; ends the edit window. */
  receipt_issued_at: string | null;
  /** SHA-256 of the caller's `Idempotency-Key` and of the priced order (docs/security-model.md). */
  idempotency?: { key: string; request: string };
};

export type OrderInfoRecord = TransferInfo & { order_info_aid: number; received_at: string | null };

/** A deleted title keeps its aid with disable 1, so old givings still name it. */
export type InvoiceTitleRecord = Omit<InvoiceTitle, 'disable'> & {
  member_id: string;
  disable: number;
};

/** A removed card is kept for the history of its plans. */
export type CardRecord = Omit<SavedCard, 'ach_aid'> & { member_id: string; removed: boolean };

/** The card, the period text and counts, and the change window are worked out on every answer. */
export type AchPlanRecord = Omit<
  ResultOf<'get_ach_detail'>,
  | 'cardlink_no'
  | 'cardlink_userlbl'
  | 'cardlink_exym'
  | 'period_desc'
  | 'total_periods'
  | 'paid_periods'
  | 'amount'
  | 'stopped_as'
  | 'change_cutoff_days'
> & {
  member_id: string;
  /** Debit days already charged, so a day is never charged twice. */
  debited_days: string[];
  /** docs/api-contract.md: 2..100, kept when a stop zeroes stop_pay_date; absent: worked out. */
  total_periods?: number;
  /** When the card page (or a saved card) made the plan active; null while it never was. */
  activated_at?: string | null;
  /** Active plans stop as terminated, ones needing adjustment as cancelled (docs/decisions.md). */
  stopped_as?: 'terminated' | 'cancelled';
};

export interface ReceiptRecord {
  tra_receipt_aid: number;
  member_id: string | null;
  kind: 'single' | 'annual';
  /** A single receipt's giving; 0 on an annual one. */
  offering_aid: number;
  fiscal_year: number;
  invoice_title_aid: number;
  reprint_of: number;
  issued_at: string;
  /** The givings the receipt lists, so a reprint shows the same ones. */
  offering_aids: number[];
}

export interface NoticeSettingRecord extends NotificationSetting {
  member_id: string;
  page_website_group_aid: number;
}

export interface GatewayTransactionRecord {
  /** The order number the gateway form carries. */
  ono: string;
  kind: 'card' | 'linepay' | 'cardlink' | 'ach';
  offering_aid: number;
  amount: number;
  member_id: string | null;
  state: 'open' | 'approved' | 'declined' | 'cancelled' | 'abnormal';
  notified_at: string | null;
  created_at: string;
  /** The recurring plan a kind 'ach' binding is for, else 0. */
  ach_aid: number;
  /** The card a successful binding created, else 0. */
  cardlink_aid: number;
  /** When the simulated gateway took the card holder's choice (its own ledger). */
  decided_at: string | null;
  /** The signed notification the gateway owes the backend, kept until it is delivered. */
  notice: { data: string; mac: string } | null;
}

/** A guest's capability for one giving (docs/api-contract.md, 'Guest givings'). */
export interface GuestPassRecord {
  /** Of the cookie's value: a copy of the data file opens no giving. */
  pass_sha256: string;
  offering_aid: number;
  /** Seconds since 1970. */
  exp: number;
}

/** A sign-in ended by a logout (docs/security-model.md), kept until its last token has expired. */
export interface RevokedSignInRecord {
  /** The `sid` claim shared by the sign-in's tokens. */
  sid: string;
  exp: number;
}

/** docs/api-contract.md, 'Campaigns and pledges': the project's name and figures are worked out. */
export type PledgeRecord = Omit<Pledge, 'project_name' | 'project_name_en' | 'given_amount'> & {
  member_id: string;
  last_mod_time: string;
};

export interface StoreShape {
  members: MemberRecord[];
  projects: ProjectRecord[];
  project_items: ProjectItemRecord[];
  payment_types: PaymentTypeRecord[];
  givings: GivingRecord[];
  order_infos: OrderInfoRecord[];
  invoice_titles: InvoiceTitleRecord[];
  cards: CardRecord[];
  ach_plans: AchPlanRecord[];
  receipts: ReceiptRecord[];
  notice_settings: NoticeSettingRecord[];
  pledges: PledgeRecord[];
  gateway_transactions: GatewayTransactionRecord[];
  /** Pruned on every logout. */
  revoked_sign_ins: RevokedSignInRecord[];
  /** Pruned when they expire. */
  guest_passes: GuestPassRecord[];
  /** Next id per collection, so ids never repeat after a delete. */
  sequences: Record<string, number>;
}
