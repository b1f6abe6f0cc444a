import { z } from 'zod';
import { REMINDER_WEEK_MAX, REMINDER_WEEK_MIN } from '../../rules/constants/business';
import { campaignFields } from './pledges';
import {
  aid,
  amount,
  cardLabel,
  currency,
  dateTime,
  englishName,
  feeAmount,
  feeRate,
  flag,
  givingStatus,
  invoiceTitle,
  itemPackageLine,
  payMethod,
  receiptFields,
  taxId,
  text,
} from './common';

/**
 * The entities of docs/api-contract.md as Results carry them. Results are plain `z.object`s: the server
 * parses every answer with them, which drops any field the contract does not name.
 */

export const project = z.object({
  project_aid: aid,
  project_name: text(100),
  project_name_en: englishName,
  project_intro: text(500),
  project_intro_en: text(500),
  project_img_url: text(500),
  project_icon_url: text(500),
  /** External link; with if_tra 0, start-giving leaves to it (docs/screens/giving.md). */
  project_link_url: text(500),
  icon_bg: text(20),
  if_tra: flag,
  /**
   * Plain text; the front end turns only http(s) URLs into links (docs/security-model.md:
   * rendering).
   */
  donation_desc: text(5000),
  /** The same in English (docs/api-contract.md, English names): optional, like the names. */
  donation_desc_en: text(5000).optional(),
  contact_info1: text(100),
  contact_name1: text(100),
  contact_name1_en: englishName,
  ...campaignFields,
});

export const projectItem = z.object({
  id: aid,
  item_aid: aid,
  item_name: text(50),
  item_name_en: englishName,
  item_donation_min_num: amount,
  item_donation_max_num: amount,
  item_donation_amount: amount,
  /** 1: available for recurring giving. */
  if_ach: flag,
});

export const paymentType = z.object({
  /** 0 means bind a card (docs/api-contract.md). */
  type_aid: z.int().min(0),
  type_name: text(50),
  type_name_en: englishName,
  type_display_no: z.int(),
  type_img_url: text(500),
  /** The configured path of this method's payment call (a value of config.json `api`). */
  type_action: text(200),
  /**
   * docs/api-contract.md, 'Covering the fee': the method's cost to the church, a rate in basis
   * points (250 = 2.5 %) or a fixed amount in NT$. Optional: without either the method offers no
   * fee to cover.
   */
  type_fee_rate: feeRate.optional(),
  type_fee_amount: feeAmount.optional(),
});

/** docs/api-contract.md, payment form data: the fields posted to the card acquirer's hosted page. */
export const paymentForm = z.object({
  action_url: text(500),
  data: text(2000),
  mac: text(128),
  ksn: text(8),
});

/** docs/api-contract.md, giving (offering) detail. */
export const givingDetail = z.object({
  project_aid: aid,
  project_name: text(100),
  project_name_en: englishName,
  offering_aid: aid,
  /** Gateway serial number; for a transfer payment the dedicated account number. */
  transaction_id: text(50),
  offering_build_datetime: dateTime,
  item_package: z.array(itemPackageLine),
  /** The whole gift: the lines' sum plus `fee_amount` when the donor covered the fee. */
  amount,
  /** docs/api-contract.md, 'Covering the fee': the processing cost the donor added; absent: none. */
  fee_amount: amount.optional(),
  currency,
  pay_method: payMethod,
  status: givingStatus,
  /** Remark text; '0' means none. */
  tra_result: text(200),
  ...receiptFields,
  comments: text(500),
  /** -1 printing not open, 0 printable, above 0 the id of the earlier receipt copy. */
  if_print_flag: z.int().min(-1),
  /**
   * The issued annual receipt that lists this giving, else 0. One gift, one receipt: such a
   * giving cannot be printed singly (if_print_flag -1), and a singly printed one is never listed.
   */
  annual_receipt_aid: z.int().min(0),
  /** 0: not editable now (docs/screens/giving.md edit window); 1: editable. */
  if_edit_flag: flag,
  /** The transfer-info record of a VACC giving, else 0. */
  order_info_aid: z.int().min(0),
  /** The recurring plan that made this giving, else 0. */
  ach_aid: z.int().min(0),
});

/**
 * A guest giving this browser holds the pass of (docs/api-contract.md, 'Guest givings'): what the
 * lookup page lists to lead back to it; no donor or receipt data.
 */
export const guestGivingSummary = givingDetail.pick({
  offering_aid: true,
  project_name: true,
  project_name_en: true,
  offering_build_datetime: true,
  amount: true,
  pay_method: true,
  status: true,
  order_info_aid: true,
});

/** A transfer account's bank, branch and holder, each with its optional English name (docs/api-contract.md, English names). */
const bankNames = {
  bank_name: text(50),
  bank_name_en: englishName,
  bank_no: text(10),
  bank_branch: text(50),
  bank_branch_en: englishName,
  bank_account_name: text(100),
  bank_account_name_en: englishName,
};

/** docs/api-contract.md, transfer info (vaccConfirm). */
export const transferInfo = z.object({
  offering_aid: aid,
  order_info_amount: amount,
  order_deadline: dateTime,
  id_account: text(30),
  ...bankNames,
});

/** docs/api-contract.md, the member's dedicated transfer account. */
export const memberBankInfo = z.object({
  id_account: text(30),
  ...bankNames,
});

/** docs/api-contract.md, donor info. */
export const donorInfo = z.object({
  member_name_mandarin: text(50),
  cell_phone: text(20),
  email: text(100),
  /** Empty when not on file. */
  member_social_identity: text(20),
  /** -1: no identity number on file; 0: on file. */
  sid_status: z.literal([-1, 0]),
  /** True when the identity number must still be entered (sid_status -1). */
  sidEditMode: z.boolean(),
});

/** docs/api-contract.md, saved receipt title. disable 0 active; 2 the synthetic 'anonymous' (-1) and 'not set' (0). */
export const invoiceTitleEntry = z.object({
  ...receiptFields,
  comments: text(200),
  disable: z.literal([0, 2]),
});

/** docs/api-contract.md, saved card. */
export const savedCard = z.object({
  cardlink_aid: aid,
  type_aid: z.int().min(0),
  cardlink_name: text(50),
  cardlink_no: text(30),
  /** 'YYYYMM'. */
  cardlink_exym: text(6),
  cardlink_bankno: text(10),
  cardlink_issuer: text(50),
  cardlink_userlbl: cardLabel,
  /** '0' success, otherwise the error text of the binding. */
  cardlink_result: text(200),
  build_datetime: dateTime,
  last_mod_time: dateTime,
  /** Nonzero: used by this recurring setting (status 0 or 1), so it cannot be removed. */
  ach_aid: z.int().min(0),
});

/** docs/screens/giving.md, recurring setting status: 0 success, 1 needs adjustment, 2 failed, 3 cancelled, 4 in progress, 5 abnormal, 6 waiting. */
export const achStatus = z.literal([0, 1, 2, 3, 4, 5, 6]);

/** docs/api-contract.md, recurring setting (ACH). */
export const achSetting = z.object({
  ach_aid: aid,
  project_aid: aid,
  status: achStatus,
  next_payment_date: text(10),
  frequency: z.literal([1, 2, 3]),
  payment_date: z.int().min(1).max(28),
  /** 'YYYYMM' of the last debit as a number; 0 once stopped. */
  stop_pay_date: z.int().min(0),
  currency,
  item_package: z.array(itemPackageLine),
  cardlink_no: text(30),
  cardlink_userlbl: cardLabel,
  cardlink_exym: text(6),
  ...receiptFields,
  build_datetime: dateTime,
  last_mod_time: dateTime,
  period_desc: text(200),
  backend_comment: text(500),
});

/** docs/api-contract.md, receipt record in the receipts list. */
export const receiptRecord = z.object({
  offering_aid: aid,
  offering_date: dateTime,
  item_package: z.array(itemPackageLine),
  amount,
  invoice_title: invoiceTitle,
  invoice_tax_id: taxId,
  if_print_flag: z.int().min(-1),
  /** The issued annual receipt that lists this giving, else 0 (then it cannot print singly). */
  annual_receipt_aid: z.int().min(0),
});

/** docs/api-contract.md, notification setting. */
export const notificationSetting = z.object({
  setting_aid: aid,
  setting_func: z.enum(['cfm_offering_notice', 'cfm_offering_ach_notice']),
  /** cfm_offering_notice: week of the month '1'..'4', '0' off; cfm_offering_ach_notice: '1' on, '0' off. */
  setting_values: text(10),
  /** 0: the member may not change it online. */
  if_edit_func_online: flag,
  /**
   * cfm_offering_notice only: the week last chosen, kept while the reminder is off so turning it
   * on again brings that week back (docs/decisions.md, the reminder keeps its week).
   */
  last_week: z.int().min(REMINDER_WEEK_MIN).max(REMINDER_WEEK_MAX).optional(),
});
