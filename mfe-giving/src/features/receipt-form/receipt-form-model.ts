import { ROUTES, type OrderDraft } from '@eoffering/shared';
import { type FormValidation } from '@eoffering/shared/flows';
import {
  isBusinessNumber,
  isTaxId,
  maskIdentity,
  normalizeIdentity,
  validateEmail,
  validateIdentity,
  validatePhone,
  validateReceiptTitle,
  validateRequired,
  validateTaxId,
} from '@eoffering/shared/rules';
import type { DonorInfo, GivingDetail, InvoiceTitle, RequestOf } from '@eoffering/shared/contract';
import { ANONYMOUS_REMARK, ANONYMOUS_TITLE_AID } from '../../components/order-info/order-info';

/**
 * Who fills the donor section (docs/screens/giving.md): a guest types all four fields (edit mode); a member's
 * data is shown, with the identity number typed only when none is on file (sid_status -1).
 */
export type DonorMode = 'guest' | 'member' | 'member-without-identity';

/** docs/screens/giving.md, receipt choice: need_receipt -1 anonymous, 0 with title; '' until chosen. */
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
 * docs/screens/giving.md: the donor form's rules (guest, edit mode: four required fields, each with its own
 * message, the identity pattern, the agreement), the receipt choice and, with a title, title and
 * tax id.
 */
export const receiptFormRules =
  (mode: DonorMode) =>
  (values: ReceiptFormValues): FormValidation<ReceiptFormValues> => {
    const guest = mode === 'guest';
    const withTitle = values.need_receipt === 'title';
    return {
      // A person's name (姓名), not the shared 'name' (名稱) of a card label; same docs/screens/giving.md wording.
      donor_name:
        guest && validateRequired(values.donor_name)
          ? { key: 'giving:receiptForm.enterDonorName' }
          : null,
      donor_phone: guest ? validatePhone(values.donor_phone) : null,
      donor_email: guest ? validateEmail(values.donor_email) : null,
      donor_sid: mode === 'member' ? null : validateIdentity(values.donor_sid, 'enterId'),
      need_receipt: validateRequired(values.need_receipt, 'selectReceiptInfo'),
      invoice_title: withTitle ? validateReceiptTitle(values.invoice_title) : null,
      invoice_tax_id: withTitle ? validateTaxId(values.invoice_tax_id) : null,
      agree: guest && !values.agree ? { key: 'common:validation.pleaseAgree' } : null,
    };
  };

/**
 * 'Same as donor' (docs/decisions.md, receipts in one's own name): the receipt in the donor's own
 * name, with the donor's identity number as its tax id; a number that is no tax id (a passport
 * number) leaves the tax id empty for the donor to fill, never a tax id chosen before.
 */
export const sameAsDonor = (
  values: Pick<ReceiptFormValues, 'donor_name' | 'donor_sid'>,
  mode: DonorMode,
  donor: DonorInfo,
): Pick<ReceiptFormValues, 'invoice_title' | 'invoice_tax_id'> => {
  const guest = mode === 'guest';
  const identity = normalizeIdentity(
    mode === 'member' ? donor.member_social_identity : values.donor_sid,
  );
  return {
    invoice_title: guest ? values.donor_name.trim() : donor.member_name_mandarin,
    invoice_tax_id: isTaxId(identity) ? identity : '',
  };
};

/** A tax id to show: a business number whole, a person's identity number masked like any other. */
export const shownTaxId = (taxId: string): string =>
  isBusinessNumber(taxId) ? taxId : maskIdentity(taxId);

/** docs/api-contract.md: the member's enabled saved titles (disable 2 marks the synthetic entries). */
export const enabledTitles = (titles: readonly InvoiceTitle[]): InvoiceTitle[] =>
  titles.filter((title) => title.disable === 0 && title.invoice_title_aid > 0);

/** docs/screens/giving.md: the enabled saved title with exactly this title and tax id, if any. */
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
 * The body of the order-info call (docs/api-contract.md). docs/screens/giving.md: anonymous is invoice_title_aid -1 without
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
 * docs/screens/giving.md: back goes to the result page when the saved order has no order-info id (0), otherwise
 * to the transfer page of that order info. A draft of another giving counts as none.
 */
export const backTarget = (
  draft: Pick<OrderDraft, 'offering_aid' | 'order_info_aid'>,
  offeringAid: number,
): string =>
  draft.order_info_aid > 0 && draft.offering_aid === offeringAid
    ? ROUTES.transferInfo.build({ orderInfoAid: draft.order_info_aid })
    : ROUTES.givingResult.build({ offeringAid });

/**
 * The message of each docs/screens/giving.md refusal the backend gives a field (`field: message`), by field: the
 * same words mean another thing under each field ('data check error' of a phone is not that of a
 * tax id).
 */
const REFUSAL_KEYS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  donor_name: { 'please enter name': 'giving:receiptForm.enterDonorName' },
  donor_phone: {
    'please enter phone': 'common:validation.enterPhone',
    'data check error': 'common:validation.phoneFormat',
  },
  donor_email: {
    'please enter email': 'common:validation.enterEmail',
    'data check error': 'common:validation.emailFormat',
  },
  donor_sid: {
    'please enter ID': 'common:validation.enterId',
    'data check error': 'common:validation.dataCheckError',
  },
  invoice_title: { 'please enter receipt title': 'common:validation.enterReceiptTitle' },
  invoice_tax_id: {
    'please enter data': 'common:validation.enterData',
    'data check error': 'common:validation.taxIdFormat',
  },
  comments: {},
};

/** Any other refusal of a field the form has: its value did not pass the server's check. */
const FIELD_REFUSED = 'common:validation.dataCheckError';

/** docs/screens/giving.md: in development mode the server message ends in `RC-RM` ("… 400-Bad Request"). */
const DEV_SUFFIX = /\s-?\d+-[A-Za-z][A-Za-z ]*$/;

/** A refusal of the backend: the form's fields it names, with their messages, and any other text. */
export interface Refusal {
  fields: FormValidation<ReceiptFormValues>;
  others: string[];
}

/**
 * A refusal of the backend in the donor's language (docs/screens/giving.md server message: the `msg` fields joined
 * with ', '): each `field: message` about a field of the form becomes that field's message, shown
 * under it; anything else stays the server's text.
 */
export const refusalOf = (serverMessage: string): Refusal => {
  const refusal: Refusal = { fields: {}, others: [] };
  serverMessage
    .replace(DEV_SUFFIX, '')
    .split(', ')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .forEach((part) => {
      const [, field = '', message = ''] = /^(\w+): (.+)$/.exec(part) ?? [];
      const keys = REFUSAL_KEYS[field];
      if (!keys) {
        refusal.others.push(part);
        return;
      }
      refusal.fields[field as keyof ReceiptFormValues & string] ??= {
        key: keys[message] ?? FIELD_REFUSED,
      };
    });
  return refusal;
};
