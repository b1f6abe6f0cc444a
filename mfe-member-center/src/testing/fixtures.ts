import type {
  DonorInfo,
  InvoiceTitle,
  MemberBankInfo,
  NotificationSetting,
  ResultOf,
  SavedCard,
} from '@eoffering/shared/contract';
import {
  aBankAccount,
  aDonor,
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

/** Scripts the four calls the personal page makes on load, the donor info first. */
export const scriptPersonalPage = (api: FakeApi, donor: DonorInfo = donorOnFile): FakeApi =>
  api
    .ok('get_member_donor_info', donor)
    .ok('get_member_vacc_num', transferAccount)
    .ok('get_cardlink_list', savedCards)
    .ok('get_invoice_title_list', savedTitles);

/** The 2025 annual receipt in the member's own name: the year has ended, so it can be issued. */
export const annualReceiptStatus: ResultOf<'get_receipt_status'> = aReceiptStatus();

/** The two reminders of group 60 (spec 9): the giving reminder in week 2, the expiry reminder on. */
export const noticeSettings: NotificationSetting[] = [
  aNoticeSetting(),
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
