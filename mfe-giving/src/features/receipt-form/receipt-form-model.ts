import { ROUTES, type OrderDraft } from '@eoffering/shared';
import { type FormValidation } from '@eoffering/shared/flows';
import {
  normalizeIdentity,
  validateIdentity,
  validateRequired,
  validateTaxId,
} from '@eoffering/shared/rules';
import type { DonorInfo, GivingDetail, InvoiceTitle, RequestOf } from '@eoffering/shared/contract';
import { ANONYMOUS_REMARK, ANONYMOUS_TITLE_AID } from '../../components/order-info/order-info';

/**
 * Who fills the donor section (spec 2): a guest types all four fields (edit mode); a member's
 * data is shown, with the identity number typed only when none is on file (sid_status -1).
 */
export type DonorMode = 'guest' | 'member' | 'member-without-identity';

/** spec 4, receipt choice: need_receipt -1 anonymous, 0 with title; '' until chosen. */
export type ReceiptChoice = '' | 'anonymous' | 'title';

export interface ReceiptFormValues extends Record<string, unknown> {
  donor_name: string;
  donor_phone: string;
  donor_email: string;
  donor_sid: string;
  need_receipt: ReceiptChoice;
  invoice_title: string;
  invoice_tax_id: string;
  comments: string;
  agree: boolean;
}

export const donorModeOf = (giving: { is_member_giving: 0 | 1 }, donor: DonorInfo): DonorMode => {
  if (giving.is_member_giving === 0) return 'guest';
  return donor.sid_status === -1 ? 'member-without-identity' : 'member';
};

/** What the form starts with: the giving's saved receipt choice and remarks, a guest's blanks. */
export const initialValues = (
  giving: GivingDetail,
  donor: DonorInfo,
  mode: DonorMode,
): ReceiptFormValues => {
  const guest = mode === 'guest';
  const choice: ReceiptChoice =
    giving.invoice_title_aid === ANONYMOUS_TITLE_AID
      ? 'anonymous'
      : giving.invoice_title !== ''
        ? 'title'
        : '';
  return {
    donor_name: guest ? donor.member_name_mandarin : '',
    donor_phone: guest ? donor.cell_phone : '',
    donor_email: guest ? donor.email : '',
    donor_sid: guest ? donor.member_social_identity : '',
    need_receipt: choice,
    invoice_title: giving.invoice_title,
    invoice_tax_id: giving.invoice_tax_id,
    comments: giving.comments === ANONYMOUS_REMARK ? '' : giving.comments,
    agree: false,
  };
};

/**
 * spec 5: the donor form's rules (guest, edit mode: four required fields, each with its own
 * message, the identity pattern, the agreement), the receipt choice and, with a title, title and
 * tax id.
 */
export const receiptFormRules =
  (mode: DonorMode) =>
  (values: ReceiptFormValues): FormValidation<ReceiptFormValues> => {
    const guest = mode === 'guest';
    const withTitle = values.need_receipt === 'title';
    return {
      // A person's name (姓名), not the shared 'name' (名稱) of a card label; same spec 5 wording.
      donor_name:
        guest && validateRequired(values.donor_name)
          ? { key: 'giving:receiptForm.enterDonorName' }
          : null,
      donor_phone: guest ? validateRequired(values.donor_phone, 'enterPhone') : null,
      donor_email: guest ? validateRequired(values.donor_email, 'enterEmail') : null,
      donor_sid: mode === 'member' ? null : validateIdentity(values.donor_sid, 'enterId'),
      need_receipt: validateRequired(values.need_receipt, 'selectReceiptInfo'),
      invoice_title: withTitle ? validateRequired(values.invoice_title, 'enterReceiptTitle') : null,
      invoice_tax_id: withTitle ? validateTaxId(values.invoice_tax_id) : null,
      agree: guest && !values.agree ? { key: 'common:validation.pleaseAgree' } : null,
    };
  };

/** spec 3: the member's enabled saved titles (disable 2 marks the synthetic entries). */
export const enabledTitles = (titles: readonly InvoiceTitle[]): InvoiceTitle[] =>
  titles.filter((title) => title.disable === 0 && title.invoice_title_aid > 0);

/** spec 5: the enabled saved title with exactly this title and tax id, if any. */
export const findSavedTitle = (
  titles: readonly InvoiceTitle[],
  title: string,
  taxId: string,
): InvoiceTitle | undefined =>
  enabledTitles(titles).find(
    (saved) => saved.invoice_title === title.trim() && saved.invoice_tax_id === taxId.trim(),
  );

type OrderInfoRequest = RequestOf<'tra_order_info_handle'>;

/**
 * The body of the order-info call (spec 7). spec 4: anonymous is invoice_title_aid -1 without
 * title or tax id, with the remark 'anonymous giving' when the donor wrote none; a title is sent
 * with the aid of the matching saved title, or 0. A member's name, phone and email are the
 * member record's; the identity number is the typed one only while none is on file.
 */
export const orderInfoRequest = (
  offeringAid: number,
  values: ReceiptFormValues,
  mode: DonorMode,
  donor: DonorInfo,
  titles: readonly InvoiceTitle[],
): OrderInfoRequest => {
  const guest = mode === 'guest';
  const comments = values.comments.trim();
  const donorFields = {
    donor_name: guest ? values.donor_name.trim() : donor.member_name_mandarin,
    donor_phone: guest ? values.donor_phone.trim() : donor.cell_phone,
    donor_email: guest ? values.donor_email.trim() : donor.email,
    donor_sid:
      mode === 'member' ? donor.member_social_identity : normalizeIdentity(values.donor_sid),
  };
  if (values.need_receipt === 'anonymous') {
    return {
      offering_aid: offeringAid,
      ...donorFields,
      invoice_title_aid: ANONYMOUS_TITLE_AID,
      invoice_title: '',
      invoice_tax_id: '',
      comments: comments === '' ? ANONYMOUS_REMARK : comments,
    };
  }
  const title = values.invoice_title.trim();
  const taxId = values.invoice_tax_id.trim();
  return {
    offering_aid: offeringAid,
    ...donorFields,
    invoice_title_aid: findSavedTitle(titles, title, taxId)?.invoice_title_aid ?? 0,
    invoice_title: title,
    invoice_tax_id: taxId,
    comments,
  };
};

/**
 * spec 2: back goes to the result page when the saved order has no order-info id (0), otherwise
 * to the transfer page of that order info. A draft of another giving counts as none.
 */
export const backTarget = (
  draft: Pick<OrderDraft, 'offering_aid' | 'order_info_aid'>,
  offeringAid: number,
): string =>
  draft.order_info_aid > 0 && draft.offering_aid === offeringAid
    ? ROUTES.transferInfo.build({ orderInfoAid: draft.order_info_aid })
    : ROUTES.givingResult.build({ offeringAid });

/** The form's label of each field the backend names in a refusal (`field: message`). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  donor_name: 'receiptForm.donorName',
  donor_phone: 'receiptForm.donorPhone',
  donor_email: 'receiptForm.donorEmail',
  donor_sid: 'receiptForm.donorSid',
  invoice_title: 'receiptForm.title',
  invoice_tax_id: 'receiptForm.taxId',
};

/** The spec 5 messages the backend refuses a field with, by their translation key. */
const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  'please enter name': 'giving:receiptForm.enterDonorName',
  'please enter phone': 'common:validation.enterPhone',
  'please enter email': 'common:validation.enterEmail',
  'please enter ID': 'common:validation.enterId',
  'data check error': 'common:validation.dataCheckError',
  'please enter receipt title': 'common:validation.enterReceiptTitle',
  'please enter data': 'common:validation.enterData',
};

/** One problem of a refusal: a field's label and message keys, or the server's own text. */
export type RefusalPart = { label: string; message: string } | { text: string };

/**
 * A refusal of the backend in the donor's language (spec 8 server message: the `msg` fields joined
 * with ', '): each `field: message` of the spec 5 rules becomes the form's label and message keys;
 * anything else stays the server's text.
 */
export const refusalParts = (serverMessage: string): RefusalPart[] =>
  serverMessage
    .split(', ')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part): RefusalPart => {
      const match = /^(\w+): (.+)$/.exec(part);
      const label = match ? FIELD_LABELS[match[1] ?? ''] : undefined;
      const message = match ? FIELD_MESSAGES[match[2] ?? ''] : undefined;
      return label && message ? { label, message } : { text: part };
    });
