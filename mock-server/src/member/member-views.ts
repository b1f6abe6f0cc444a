import { REMINDER_WEEK_MAX, REMINDER_WEEK_MIN } from '@eoffering/shared/rules';
import type {
  DonorInfo,
  InvoiceTitle,
  NotificationSetting,
  SavedCard,
} from '@eoffering/shared/contract';
import type {
  CardRecord,
  InvoiceTitleRecord,
  MemberRecord,
  NoticeSettingRecord,
  StoreShape,
} from '../store/collections';

export const toDonorInfo = (member: MemberRecord): DonorInfo => {
  const onFile = member.member_social_identity !== '';
  return {
    member_name_mandarin: member.member_name,
    cell_phone: member.cell_phone,
    email: member.email,
    member_social_identity: member.member_social_identity,
    sid_status: onFile ? 0 : -1,
    sidEditMode: !onFile,
  };
};

/** docs/api-contract.md: the synthetic 'anonymous' (-1) and 'not set' (0) entries carry disable 2. */
const SYNTHETIC_TITLES: InvoiceTitle[] = [
  {
    invoice_title_aid: -1,
    invoice_title: '',
    invoice_tax_id: '',
    comments: 'anonymous',
    disable: 2,
  },
  { invoice_title_aid: 0, invoice_title: '', invoice_tax_id: '', comments: 'not set', disable: 2 },
];

export const toInvoiceTitle = (record: InvoiceTitleRecord): InvoiceTitle => ({
  invoice_title_aid: record.invoice_title_aid,
  invoice_title: record.invoice_title,
  invoice_tax_id: record.invoice_tax_id,
  comments: record.comments,
  disable: 0,
});

/** The member's enabled titles, after the two synthetic entries. */
export const titleList = (data: StoreShape, memberId: string): InvoiceTitle[] => [
  ...SYNTHETIC_TITLES,
  ...data.invoice_titles
    .filter((title) => title.member_id === memberId && title.disable === 0)
    .map(toInvoiceTitle),
];

/** The recurring plan that still uses a card (status 0 active or 1 needs adjustment), else 0. */
export const planUsingCard = (data: StoreShape, cardlinkAid: number): number =>
  data.ach_plans.find(
    (plan) => plan.cardlink_aid === cardlinkAid && (plan.status === 0 || plan.status === 1),
  )?.ach_aid ?? 0;

export const toSavedCard = (data: StoreShape, card: CardRecord): SavedCard => ({
  cardlink_aid: card.cardlink_aid,
  type_aid: card.type_aid,
  cardlink_name: card.cardlink_name,
  cardlink_no: card.cardlink_no,
  cardlink_exym: card.cardlink_exym,
  cardlink_bankno: card.cardlink_bankno,
  cardlink_issuer: card.cardlink_issuer,
  cardlink_userlbl: card.cardlink_userlbl,
  cardlink_result: card.cardlink_result,
  build_datetime: card.build_datetime,
  last_mod_time: card.last_mod_time,
  ach_aid: planUsingCard(data, card.cardlink_aid),
});

/**
 * The monthly reminder also says the week last chosen (docs/decisions.md, the reminder keeps its
 * week): the week it is set to, else the one kept while off, else week 1 (docs/api-contract.md's default).
 */
const lastWeek = (record: NoticeSettingRecord): number => {
  const week = Number(record.setting_values);
  if (week >= REMINDER_WEEK_MIN && week <= REMINDER_WEEK_MAX) return week;
  return record.last_week ?? REMINDER_WEEK_MIN;
};

export const toNotificationSetting = (record: NoticeSettingRecord): NotificationSetting => ({
  setting_aid: record.setting_aid,
  setting_func: record.setting_func,
  setting_values: record.setting_values,
  if_edit_func_online: record.if_edit_func_online === 0 ? 0 : 1,
  ...(record.setting_func === 'cfm_offering_notice' ? { last_week: lastWeek(record) } : {}),
});
