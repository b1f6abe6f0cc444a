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
import { isActivePlan } from '../recurring/plan-terms';

export const toDonorInfo = (
  member: Pick<MemberRecord, 'member_name' | 'cell_phone' | 'email' | 'member_social_identity'>,
): DonorInfo => {
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
  ...record,
  disable: 0,
});

export const titleList = (data: StoreShape, memberId: string): InvoiceTitle[] => [
  ...SYNTHETIC_TITLES,
  ...data.invoice_titles
    .filter((title) => title.member_id === memberId && title.disable === 0)
    .map(toInvoiceTitle),
];

export const planUsingCard = (data: StoreShape, cardlinkAid: number): number =>
  data.ach_plans.find((plan) => plan.cardlink_aid === cardlinkAid && isActivePlan(plan))?.ach_aid ??
  0;

/** A card the member may pay with: bound successfully and not removed. */
export const isSavedCard = (card: CardRecord): boolean =>
  !card.removed && card.cardlink_result === '0';

export const toSavedCard = (data: StoreShape, card: CardRecord): SavedCard => ({
  ...card,
  ach_aid: planUsingCard(data, card.cardlink_aid),
});

// docs/decisions.md, the reminder keeps its week.
const lastWeek = (record: NoticeSettingRecord): number => {
  const week = Number(record.setting_values);
  if (week >= REMINDER_WEEK_MIN && week <= REMINDER_WEEK_MAX) return week;
  return record.last_week ?? REMINDER_WEEK_MIN;
};

export const toNotificationSetting = (record: NoticeSettingRecord): NotificationSetting => ({
  ...record,
  if_edit_func_online: record.if_edit_func_online === 0 ? 0 : 1,
  last_week: record.setting_func === 'cfm_offering_notice' ? lastWeek(record) : undefined,
});
