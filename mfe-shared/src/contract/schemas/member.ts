import { z } from 'zod';
import {
  aid,
  emptyRequest,
  identityNumber,
  invoiceTitleAid,
  isoDate,
  itemPackageLine,
  payMethod,
  receiptFields,
  requiredCardLabel,
  requiredTaxId,
  requiredText,
  text,
} from './common';
import {
  donorInfo,
  givingDetail,
  guestGivingSummary,
  invoiceTitleEntry,
  memberBankInfo,
  notificationSetting,
  savedCard,
} from './entities';
import type { CallSchema } from './common';

/** A guest proves a giving is theirs with its number and the donor's identity (docs/security-model.md). */
const guestProof = {
  offering_aid: aid,
  /** Empty for a signed-in member asking about their own giving. */
  donor_sid: z.union([z.literal(''), identityNumber]),
};

/** docs/screens/member-centre.md: giving history filter. Empty strings and null mean 'no filter'. */
const givingListRequest = z
  .object({
    tra_start_datetime: z.union([z.literal(''), isoDate]),
    tra_end_datetime: z.union([z.literal(''), isoDate]),
    /** null: all; -1 anonymous; 0 not set; above 0 a saved title. */
    invoice_title_aid: invoiceTitleAid.nullable(),
    /** The text 'null' means all methods (docs/api-contract.md, search condition). */
    pay_method: z.union([z.literal('null'), payMethod]),
    /** Giving number as numeric text; empty means no filter (docs/screens/member-centre.md). */
    offering_aid: z.string().regex(/^\d{0,20}$/, 'expected digits'),
  })
  .strict();

/** docs/api-contract.md, member calls, and the guest giving lookup of docs/security-model.md. */
export const memberSchemas = {
  get_member_donor_info: { request: emptyRequest, result: donorInfo },
  update_member_identity: {
    request: z.object({ member_social_identity: identityNumber }).strict(),
    result: donorInfo,
  },
  get_member_vacc_num: { request: emptyRequest, result: memberBankInfo },

  get_invoice_title_list: { request: emptyRequest, result: z.array(invoiceTitleEntry) },
  add_invoice_title: {
    request: z.object({ invoice_title: requiredText(100), invoice_tax_id: requiredTaxId }).strict(),
    result: z.object({ invoice_title_aid: aid }),
  },
  /**
   * Beyond docs/api-contract.md (docs/decisions.md, saved titles are edited in place): a saved title of the
   * caller's gets a new title and tax id, checked as when it was added.
   */
  update_invoice_title: {
    request: z
      .object({
        invoice_title_aid: aid,
        invoice_title: requiredText(100),
        invoice_tax_id: requiredTaxId,
      })
      .strict(),
    result: invoiceTitleEntry,
  },
  delete_invoice_title: {
    /** docs/api-contract.md: 'delete (body aid)'. */
    request: z.object({ aid }).strict(),
    result: z.object({ invoice_title_aid: aid }),
  },

  get_cardlink_list: { request: emptyRequest, result: z.array(savedCard) },
  remove_cardlink: {
    request: z.object({ cardlink_aid: aid }).strict(),
    result: z.object({ cardlink_aid: aid }),
  },
  update_cardlink_label: {
    /** docs/screens/member-centre.md: required, at most 10 characters as a reader counts them. */
    request: z.object({ cardlink_aid: aid, cardlink_userlbl: requiredCardLabel }).strict(),
    result: savedCard,
  },
  get_cardlink_detail: {
    request: z.object({ cardlink_aid: aid }).strict(),
    result: savedCard,
  },

  get_tra_offering_list: { request: givingListRequest, result: z.array(givingDetail) },
  get_tra_offering_detail: {
    request: z.object({ offering_aid: aid }).strict(),
    result: givingDetail,
  },
  update_member_receipt_info: {
    request: z.object({ offering_aid: aid, ...receiptFields }).strict(),
    result: givingDetail,
  },

  get_tra_detail_nopg: {
    request: z.object({ offering_aid: aid, donor_sid: identityNumber }).strict(),
    result: givingDetail,
  },
  get_guest_givings: { request: emptyRequest, result: z.array(guestGivingSummary) },
  update_guest_receipt_info: {
    request: z.object({ ...guestProof, ...receiptFields }).strict(),
    result: givingDetail,
  },
  update_tra_items: {
    request: z
      .object({ ...guestProof, item_package: z.array(itemPackageLine).min(1).max(20) })
      .strict(),
    result: givingDetail,
  },

  get_notice_settings: {
    /** docs/screens/member-centre.md: the notice settings group is 60. */
    request: z.object({ page_website_group_aid: z.literal(60) }).strict(),
    result: z.array(notificationSetting),
  },
  save_notice_setting: {
    request: z
      .object({
        setting_aid: aid,
        setting_func: notificationSetting.shape.setting_func,
        setting_values: text(10),
      })
      .strict(),
    result: notificationSetting,
  },
} satisfies Record<string, CallSchema>;
