/**
 * The shapes kept in the file store (one lowdb document, one array per collection). Field names
 * follow docs/api-contract.md where the spec names them, so handlers can answer without renaming.
 */
import type {
  AchStatus,
  GivingStatus,
  ItemPackageLine,
  MemberBankInfo,
  NotificationSetting,
  PayMethod,
} from '@eoffering/shared/contract';
import type { PlanChange } from '@eoffering/shared/rules';

export type { AchStatus, GivingStatus, ItemPackageLine, PayMethod };

export interface MemberRecord {
  /** JWT `sub`. */
  member_id: string;
  member_name: string;
  cell_phone: string;
  email: string;
  /**
   * scrypt, under a salt of its own, of the SHA-256 hex the login form sends
   * (`auth/password-store.ts`); never a password itself.
   */
  password_hash: string;
  /** Empty when not on file (sid_status -1). */
  member_social_identity: string;
  /**
   * When the main-site stand-in's sign-up made the account (ISO 8601); absent for older accounts.
   * A new member's givings count on the per-address limit of anonymous ones (docs/security-model.md).
   */
  registered_at?: string;
  /** The member's dedicated transfer (virtual) account. */
  vacc: MemberBankInfo;
}

export interface ProjectRecord {
  project_aid: number;
  project_name: string;
  project_name_en?: string;
  project_intro: string;
  project_intro_en: string;
  project_img_url: string;
  project_icon_url: string;
  project_link_url: string;
  icon_bg: string;
  if_tra: number;
  donation_desc: string;
  donation_desc_en?: string;
  contact_info1: string;
  contact_name1: string;
  contact_name1_en?: string;
  sort: number;
  /** docs/api-contract.md, 'Campaigns and pledges': a campaign's goal in NT$ and its last (Taipei) day. */
  goal_amount?: number;
  goal_end_date?: string;
}

export interface ProjectItemRecord {
  id: number;
  project_aid: number;
  item_aid: number;
  item_name: string;
  item_name_en?: string;
  item_donation_min_num: number;
  item_donation_max_num: number;
  item_donation_amount: number;
  if_ach: number;
}

export interface PaymentTypeRecord {
  type_aid: number;
  type_name: string;
  type_name_en?: string;
  type_display_no: number;
  type_img_url: string;
  /** Purpose of the per-method payment call; config.json maps it to a path, sent as type_action. */
  purpose: 'do_tra_type_crdo' | 'do_tra_type_linepay' | 'do_tra_type_vacc' | 'do_tra_type_cardlink';
  pay_method: PayMethod;
  /** Offered for recurring (if_ach 1) orders. */
  for_ach: boolean;
  /** Offered for one-off orders. */
  for_once: boolean;
  /** docs/api-contract.md, 'Covering the fee': the method's rate in basis points, or its fixed cost. */
  type_fee_rate?: number;
  type_fee_amount?: number;
}

export interface DonorDetails {
  donor_name: string;
  donor_phone: string;
  donor_email: string;
  donor_sid: string;
}

export interface GivingRecord {
  offering_aid: number;
  project_aid: number;
  /** Owner's member_id, or null for a guest giving. */
  member_id: string | null;
  /** Local Taipei time, 'YYYY-MM-DD HH:mm:ss'. */
  offering_build_datetime: string;
  item_package: ItemPackageLine[];
  /** The whole gift: the lines' sum plus `fee_amount`. */
  amount: number;
  /** docs/api-contract.md, 'Covering the fee': the method's cost the donor added; absent: none. */
  fee_amount?: number;
  currency: 'TWD';
  pay_method: PayMethod;
  type_aid: number;
  status: GivingStatus;
  /** Remark text; '0' means none (docs/api-contract.md). */
  tra_result: string;
  /** Gateway serial number, or the virtual account number for a transfer. */
  transaction_id: string;
  donor: DonorDetails | null;
  /** -1 anonymous, 0 a title not among the saved ones, else a saved title's aid. */
  invoice_title_aid: number;
  invoice_title: string;
  invoice_tax_id: string;
  comments: string;
  /** docs/api-contract.md: -1 printing not open, 0 printable, above 0 the id of the earlier receipt copy. */
  if_print_flag: number;
  /** Set when an annual receipt that includes this giving was issued; ends the edit window. */
  receipt_issued_at: string | null;
  /** The transfer-info record of a VACC giving, else 0. */
  order_info_aid: number;
  /** The recurring plan that debited this giving, else 0. */
  ach_aid: number;
  /**
   * The `Idempotency-Key` the per-method payment call came with (SHA-256 of the caller and the
   * key) and of the priced order it asked for: the same key answers this giving again while it
   * waits, another order with it is refused (docs/security-model.md). Absent without a key.
   */
  idempotency?: { key: string; request: string };
}

export interface OrderInfoRecord extends MemberBankInfo {
  order_info_aid: number;
  offering_aid: number;
  order_info_amount: number;
  order_deadline: string;
  received_at: string | null;
}

export interface InvoiceTitleRecord {
  invoice_title_aid: number;
  member_id: string;
  invoice_title: string;
  invoice_tax_id: string;
  comments: string;
  /** 0 active; deleted titles keep their aid with disable 1 so old givings still name them. */
  disable: number;
}

export interface CardRecord {
  cardlink_aid: number;
  member_id: string;
  type_aid: number;
  cardlink_name: string;
  /** Masked, e.g. '4311-95**-****-2222'. */
  cardlink_no: string;
  /** 'YYYYMM'. */
  cardlink_exym: string;
  cardlink_bankno: string;
  cardlink_issuer: string;
  cardlink_userlbl: string;
  /** '0' success, else the error text of a failed binding. */
  cardlink_result: string;
  build_datetime: string;
  last_mod_time: string;
  /** Removed cards are kept for the history of their plans. */
  removed: boolean;
}

export interface AchPlanRecord {
  ach_aid: number;
  member_id: string;
  project_aid: number;
  status: AchStatus;
  frequency: 1 | 2 | 3;
  payment_date: number;
  /** First debit date, 'YYYY-MM-DD'. */
  first_payment_date: string;
  next_payment_date: string;
  /** 'YYYYMM' of the last debit; 0 once stopped. */
  stop_pay_date: number;
  currency: 'TWD';
  item_package: ItemPackageLine[];
  cardlink_aid: number;
  invoice_title_aid: number;
  invoice_title: string;
  invoice_tax_id: string;
  build_datetime: string;
  last_mod_time: string;
  backend_comment: string;
  /** Debit days already charged ('YYYY-MM-DD'), so a day is never charged twice. */
  debited_days: string[];
  /**
   * docs/api-contract.md: periods 2..100, from first_payment_date to the end the member chose (kept when a
   * stop sets stop_pay_date to 0). Absent: derived from first_payment_date and stop_pay_date.
   */
  total_periods?: number;
  /** When the card page (or a saved card) made the plan active; null while it never was. */
  activated_at?: string | null;
  /**
   * How the member stopped a plan (status 2): an active plan is terminated, one that needed
   * adjustment is cancelled (docs/decisions.md). Absent on older records: terminated.
   */
  stopped_as?: 'terminated' | 'cancelled';
  /** 'YYYYMM' a member paused the plan until (its next debit is in that month); absent or 0: not paused. */
  paused_until?: number;
  /** The member's confirmed changes (change_ach_plan), oldest first. */
  changes?: PlanChangeRecord[];
}

export interface PlanChangeRecord {
  changed_at: string;
  change: PlanChange;
  from: string;
  to: string;
}

export interface ReceiptRecord {
  tra_receipt_aid: number;
  member_id: string | null;
  kind: 'single' | 'annual';
  /** For single receipts. */
  offering_aid: number;
  /** For annual receipts. */
  fiscal_year: number;
  invoice_title_aid: number;
  reprint_of: number;
  issued_at: string;
  /** The givings the receipt lists (one for a single receipt), so a reprint shows the same ones. */
  offering_aids: number[];
}

export interface NoticeSettingRecord extends NotificationSetting {
  member_id: string;
  page_website_group_aid: number;
}

export interface GatewayTransactionRecord {
  /** ONO: the order number the gateway form carries. */
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
  /** The card a successful binding (kind 'cardlink' or 'ach') created, else 0. */
  cardlink_aid: number;
  /** When the simulated gateway took the card holder's choice (its own ledger). */
  decided_at: string | null;
  /** The signed notification the gateway owes the backend, kept until it is delivered. */
  notice: { data: string; mac: string } | null;
}

/**
 * A guest's capability for one giving (docs/api-contract.md, 'Guest givings'): the browser holds
 * the random value in an HttpOnly cookie, the store only its SHA-256, so a copy of the data file
 * opens no giving.
 */
export interface GuestPassRecord {
  pass_sha256: string;
  offering_aid: number;
  /** Seconds since 1970 after which the pass opens nothing (pruned on the next grant). */
  exp: number;
}

/** A sign-in ended by a logout (docs/security-model.md), kept until its last token has expired. */
export interface RevokedSignInRecord {
  /** The `sid` claim shared by the sign-in's tokens. */
  sid: string;
  /** Seconds since 1970 after which no token of the sign-in is valid anyway. */
  exp: number;
}

/** A member's promise to give towards a campaign (docs/api-contract.md, 'Campaigns and pledges'). */
export interface PledgeRecord {
  pledge_aid: number;
  member_id: string;
  project_aid: number;
  pledge_amount: number;
  pledge_months: number;
  /** The Taipei day it was made: the member's givings from then on count towards it. */
  pledge_date: string;
  last_mod_time: string;
}

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
  /** Tokens revoked by a logout that have not expired yet (pruned on every logout). */
  revoked_sign_ins: RevokedSignInRecord[];
  /** Guest capabilities per giving (pruned when they expire). */
  guest_passes: GuestPassRecord[];
  /** Next id per collection, so ids never repeat after a delete. */
  sequences: Record<string, number>;
}
