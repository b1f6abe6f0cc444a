import type {
  DonorInfo,
  GivingDetail,
  InvoiceTitle,
  MemberBankInfo,
  NotificationSetting,
  Pledge,
  Project,
  ResultOf,
  SavedCard,
} from '@eoffering/shared/contract';
import {
  aBankAccount,
  aDonor,
  aGiving,
  aNoticeSetting,
  aReceiptStatus,
  aRecurringPlan,
  aSavedCard,
  aTitle,
  donorWithoutIdentity,
  syntheticTitles,
  type FakeApi,
} from '@eoffering/shared/testing';

export const donorOnFile: DonorInfo = aDonor();

export { donorWithoutIdentity };

export const transferAccount: MemberBankInfo = aBankAccount();

/** The member's card paying plan 7. */
const homeCard = aSavedCard({ cardlink_aid: 1, cardlink_userlbl: '家用卡', ach_aid: 7 });

export const savedCards: SavedCard[] = [
  homeCard,
  aSavedCard({ cardlink_aid: 2, cardlink_no: '5521-11**-****-8888', cardlink_exym: '202702' }),
  aSavedCard({ cardlink_aid: 3, cardlink_userlbl: '失敗', cardlink_result: 'declined by issuer' }),
];

export const savedTitles: InvoiceTitle[] = [
  ...syntheticTitles,
  aTitle({ invoice_title: '恩典科技有限公司', invoice_tax_id: '12345675' }),
];

/** What the member home's load calls answer; each defaults to the fixtures above (no givings). */
export interface PersonalPageAnswers {
  donor?: DonorInfo;
  cards?: readonly SavedCard[];
  titles?: readonly InvoiceTitle[];
  givings?: readonly GivingDetail[];
  /** The member's pledges and the church's projects the pledges section reads. */
  pledges?: readonly Pledge[];
  projects?: readonly Project[];
}

/**
 * Scripts the calls the member home makes on load, the donor info first: the personal page's four
 * and the giving summary's records.
 */
export const scriptPersonalPage = (
  api: FakeApi,
  {
    donor = donorOnFile,
    cards = savedCards,
    titles = savedTitles,
    givings = [],
    pledges = [],
    projects = [],
  }: PersonalPageAnswers = {},
): FakeApi =>
  api
    .ok('get_member_donor_info', donor)
    .ok('get_member_vacc_num', transferAccount)
    .ok('get_cardlink_list', [...cards])
    .ok('get_invoice_title_list', [...titles])
    .ok('get_tra_offering_list', [...givings])
    .ok('get_pledge_list', [...pledges])
    .ok('get_project_info_list', [...projects]);

/** The 2025 annual receipt in the member's own name: the year has ended, so it can be issued. */
export const annualReceiptStatus: ResultOf<'get_receipt_status'> = aReceiptStatus();

/** The two reminders of group 60 (docs/screens/member-centre.md): the giving reminder in week 2, the expiry reminder on. */
export const noticeSettings: NotificationSetting[] = [
  aNoticeSetting({ last_week: 2 }),
  aNoticeSetting({
    setting_aid: 2,
    setting_func: 'cfm_offering_ach_notice',
    setting_values: '1',
  }),
];

/** Scripts the calls of the receipt and reminder pages on load, so no page of a test is left waiting. */
export const scriptSettingsPages = (api: FakeApi): FakeApi =>
  api
    .ok('get_receipt_status', annualReceiptStatus)
    .ok('get_receipt_list', [])
    .ok('get_notice_settings', noticeSettings);

/**
 * Answers the load calls of every member-centre page except the giving detail (tests add their
 * own): an unanswered call signs the member out a moment later, in whichever test runs then.
 */
export const scriptEveryPage = (api: FakeApi): FakeApi =>
  scriptSettingsPages(scriptPersonalPage(api))
    .ok('get_cardlink_detail', homeCard)
    .ok('get_tra_offering_list', [])
    .ok('get_invoice_title_list', savedTitles)
    .ok('get_ach_list', []);

/** A recurring plan as get_ach_list and get_ach_detail send it. */
export const recurringPlan = aRecurringPlan;

/** A giving as get_tra_offering_list and get_tra_offering_detail send it. */
export const giving = (overrides: Partial<GivingDetail> = {}): GivingDetail =>
  aGiving({
    offering_aid: 1001,
    transaction_id: 'TX2026031509301001',
    offering_build_datetime: '2026-03-15 09:30:00',
    item_package: [{ item_aid: 1, item_name: '什一奉獻', package_amount: 3000 }],
    amount: 3000,
    invoice_title_aid: 2,
    invoice_title: '王小明',
    invoice_tax_id: '28479133',
    if_print_flag: 0,
    ...overrides,
  });
