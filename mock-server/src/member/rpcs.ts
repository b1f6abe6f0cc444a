import type { ItemPackageLine } from '@eoffering/shared/contract';
import { itemsTotalOf, perPeriodTotal, taipeiDateTime } from '@eoffering/shared/rules';
import {
  badRequest,
  conflict,
  forbidden,
  MESSAGES,
  notFound,
  ownedBy,
  ruleBroken,
} from '../core/errors';
import type { RpcError } from '../core/errors';
import {
  defineRead,
  defineRpc,
  defineUpdate,
  memberIn,
  signedInMember,
  type RpcContext,
} from '../core/rpc';
import { settledDetail, toGivingDetail } from '../givings/giving-detail';
import { ownGiving, provenGiving } from '../givings/giving-access';
import { settledData } from '../givings/overdue-transfers';
import { isEditable } from '../givings/edit-window';
import { checkItemLines } from '../givings/item-lines';
import { takeId } from '../core/store';
import type {
  CardRecord,
  GivingRecord,
  InvoiceTitleRecord,
  NoticeSettingRecord,
  StoreShape,
} from '../store/collections';
import { filterGivings } from './giving-list';
import { applyReceiptChoice, commentsFor, type ReceiptFields } from './receipt-choice';
import {
  isSavedCard,
  planUsingCard,
  titleList,
  toDonorInfo,
  toInvoiceTitle,
  toNotificationSetting,
  toSavedCard,
} from './member-views';

const ownCard = (
  data: StoreShape,
  ctx: RpcContext,
  cardlinkAid: number,
  notTheCallers?: () => RpcError,
): CardRecord =>
  ownedBy(
    data.cards.find((candidate) => candidate.cardlink_aid === cardlinkAid && !candidate.removed),
    signedInMember(ctx).member_id,
    notTheCallers,
  );

const ownTitle = (data: StoreShape, ctx: RpcContext, aid: number) =>
  ownedBy(
    data.invoice_titles.find((t) => t.invoice_title_aid === aid && t.disable === 0),
    signedInMember(ctx).member_id,
  );

const defaultNotices = (data: StoreShape, memberId: string): NoticeSettingRecord[] =>
  (['cfm_offering_notice', 'cfm_offering_ach_notice'] as const).map((func) => ({
    setting_aid: takeId(data, 'notice_settings'),
    member_id: memberId,
    page_website_group_aid: 60,
    setting_func: func,
    setting_values: '1',
    if_edit_func_online: 1,
  }));

/** The values each setting takes, and what a refusal says it expected. */
const NOTICE_VALUES: Record<NoticeSettingRecord['setting_func'], [RegExp, string]> = {
  cfm_offering_notice: [/^[0-4]$/, 'a week of the month 1 to 4, or 0 for off'],
  cfm_offering_ach_notice: [/^[01]$/, '1 (on) or 0 (off)'],
};

const MAX_TITLES = 50;

/** The member's enabled titles, when none but `except` holds the pair already. */
const refuseDuplicateTitle = (
  data: StoreShape,
  memberId: string,
  pair: Pick<InvoiceTitleRecord, 'invoice_title' | 'invoice_tax_id'>,
  except?: InvoiceTitleRecord,
): InvoiceTitleRecord[] => {
  const enabled = data.invoice_titles.filter((t) => t.member_id === memberId && t.disable === 0);
  const same = (t: InvoiceTitleRecord) =>
    t !== except &&
    t.invoice_title === pair.invoice_title &&
    t.invoice_tax_id === pair.invoice_tax_id;
  if (enabled.some(same)) throw conflict(MESSAGES.duplicate);
  return enabled;
};

// The covered fee stays; the items share the rest (docs/api-contract.md, 'Covering the fee').
export const itemsUpdate = (
  data: StoreShape,
  giving: GivingRecord,
  lines: readonly ItemPackageLine[],
  now: Date,
): ItemPackageLine[] => {
  if (giving.pay_method !== 'VACC') {
    throw ruleBroken('modification error: items can be changed only for bank transfer givings');
  }
  if (!isEditable(giving, now)) throw ruleBroken(MESSAGES.editWindowClosed);
  const result = checkItemLines(data, giving.project_aid, lines, { recurring: false });
  const total = perPeriodTotal(result);
  const itemsTotal = itemsTotalOf(giving);
  if (total !== itemsTotal) {
    throw ruleBroken(
      `modification error: the items must add up to the original total of NT$ ${itemsTotal} (now NT$ ${total})`,
    );
  }
  return result;
};

// The giving's owner, not the caller: a saved title goes only on its member's own giving.
const changeReceipt = (
  ctx: RpcContext,
  data: StoreShape,
  giving: GivingRecord,
  choice: ReceiptFields,
) => {
  if (!isEditable(giving, ctx.now())) throw ruleBroken(MESSAGES.editWindowClosed);
  Object.assign(giving, applyReceiptChoice(data, choice, giving.member_id));
  giving.comments = commentsFor(giving.invoice_title_aid, giving.comments);
  return toGivingDetail(data, giving, ctx.now());
};

export const IDENTITY_TAKEN = 'this identity number is on file for another member';

export const memberRpcs = [
  defineRpc('get_member_donor_info', (_body, ctx) => toDonorInfo(signedInMember(ctx))),

  defineUpdate('update_member_identity', (body, ctx, data) => {
    const member = memberIn(data, ctx);
    if (member.member_social_identity !== '') {
      throw ruleBroken('an identity number is already on file; change it on the main website');
    }
    // Told without saying whose it is (docs/screens/member-centre.md, personal data).
    const taken = data.members.some(
      (other) =>
        other.member_id !== member.member_id &&
        other.member_social_identity.toUpperCase() === body.member_social_identity,
    );
    if (taken) throw conflict(IDENTITY_TAKEN);
    member.member_social_identity = body.member_social_identity;
    return toDonorInfo(member);
  }),

  defineRpc('get_member_vacc_num', (_body, ctx) => signedInMember(ctx).vacc),

  defineRpc('get_invoice_title_list', (_body, ctx) =>
    titleList(ctx.store.read(), signedInMember(ctx).member_id),
  ),

  defineUpdate('add_invoice_title', (body, ctx, data) => {
    const memberId = signedInMember(ctx).member_id;
    const enabled = refuseDuplicateTitle(data, memberId, body);
    if (enabled.length >= MAX_TITLES) throw ruleBroken(`at most ${MAX_TITLES} saved titles`);
    const aid = takeId(data, 'invoice_titles');
    data.invoice_titles.push({
      invoice_title_aid: aid,
      member_id: memberId,
      invoice_title: body.invoice_title,
      invoice_tax_id: body.invoice_tax_id,
      comments: '',
      disable: 0,
    });
    return { invoice_title_aid: aid };
  }),

  // Beyond docs/api-contract.md (docs/decisions.md): givings and plans keep the copy they were given.
  defineUpdate('update_invoice_title', (body, ctx, data) => {
    const title = ownTitle(data, ctx, body.invoice_title_aid);
    refuseDuplicateTitle(data, signedInMember(ctx).member_id, body, title);
    title.invoice_title = body.invoice_title;
    title.invoice_tax_id = body.invoice_tax_id;
    return toInvoiceTitle(title);
  }),

  defineUpdate('delete_invoice_title', (body, ctx, data) => {
    const title = ownTitle(data, ctx, body.aid);
    // Kept with disable 1 so the givings and plans that name it still show it.
    title.disable = 1;
    return { invoice_title_aid: title.invoice_title_aid };
  }),

  defineRead('get_cardlink_list', (_body, ctx, data) => {
    const memberId = signedInMember(ctx).member_id;
    return data.cards
      .filter((card) => card.member_id === memberId && isSavedCard(card))
      .map((card) => toSavedCard(data, card));
  }),

  defineUpdate('remove_cardlink', (body, ctx, data) => {
    const card = ownCard(data, ctx, body.cardlink_aid);
    const achAid = planUsingCard(data, card.cardlink_aid);
    if (achAid !== 0) {
      throw ruleBroken(
        `This card pays recurring giving setting #${achAid}, so it cannot be removed. ` +
          'Terminate that setting first (member centre, recurring records), then remove the card.',
      );
    }
    card.removed = true;
    card.last_mod_time = taipeiDateTime(ctx.now());
    return { cardlink_aid: card.cardlink_aid };
  }),

  defineUpdate('update_cardlink_label', (body, ctx, data) => {
    const card = ownCard(data, ctx, body.cardlink_aid);
    card.cardlink_userlbl = body.cardlink_userlbl;
    card.last_mod_time = taipeiDateTime(ctx.now());
    return toSavedCard(data, card);
  }),

  // From a URL a member may edit: RC 404, so the page says so and nobody is signed out.
  defineRead('get_cardlink_detail', (body, ctx, data) =>
    toSavedCard(data, ownCard(data, ctx, body.cardlink_aid, notFound)),
  ),

  defineRpc('get_tra_offering_list', (body, ctx) => {
    const data = settledData(ctx.store, ctx.now());
    const memberId = signedInMember(ctx).member_id;
    const now = ctx.now();
    return filterGivings(
      data.givings.filter((giving) => giving.member_id === memberId),
      body,
    ).map((giving) => toGivingDetail(data, giving, now));
  }),

  defineRpc('get_tra_offering_detail', (body, ctx) =>
    settledDetail(ctx, (data) => ownGiving(data, ctx, body.offering_aid)),
  ),

  defineUpdate('update_member_receipt_info', (body, ctx, data) =>
    changeReceipt(ctx, data, ownGiving(data, ctx, body.offering_aid), body),
  ),

  defineRpc('get_tra_detail_nopg', (body, ctx) =>
    settledDetail(ctx, (data) => provenGiving(data, ctx, body.offering_aid, body.donor_sid)),
  ),

  defineUpdate('update_guest_receipt_info', (body, ctx, data) =>
    changeReceipt(ctx, data, provenGiving(data, ctx, body.offering_aid, body.donor_sid), body),
  ),

  defineUpdate('update_tra_items', (body, ctx, data) => {
    const giving = provenGiving(data, ctx, body.offering_aid, body.donor_sid);
    giving.item_package = itemsUpdate(data, giving, body.item_package, ctx.now());
    return toGivingDetail(data, giving, ctx.now());
  }),

  defineRpc('get_notice_settings', (body, ctx) => {
    const memberId = signedInMember(ctx).member_id;
    const mine = (data: StoreShape) =>
      data.notice_settings.filter(
        (setting) =>
          setting.member_id === memberId &&
          setting.page_website_group_aid === body.page_website_group_aid,
      );
    if (mine(ctx.store.read()).length === 0) {
      ctx.store.update((data) => data.notice_settings.push(...defaultNotices(data, memberId)));
    }
    return mine(ctx.store.read()).map(toNotificationSetting);
  }),

  defineUpdate('save_notice_setting', (body, ctx, data) => {
    const setting = ownedBy(
      data.notice_settings.find((s) => s.setting_aid === body.setting_aid),
      signedInMember(ctx).member_id,
      () => forbidden('setting data abnormal'),
    );
    if (setting.setting_func !== body.setting_func) {
      throw badRequest(['setting_func: does not match the setting']);
    }
    const [values, expected] = NOTICE_VALUES[setting.setting_func];
    if (!values.test(body.setting_values))
      throw badRequest([`setting_values: expected ${expected}`]);
    if (setting.if_edit_func_online === 0)
      throw ruleBroken('this setting cannot be changed online');
    setting.setting_values = body.setting_values;
    if (setting.setting_func === 'cfm_offering_notice' && body.setting_values !== '0') {
      setting.last_week = Number(body.setting_values);
    }
    return toNotificationSetting(setting);
  }),
];
