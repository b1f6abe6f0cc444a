import { recordOf } from '../core/store';
import { ROUTES } from '@eoffering/shared/routes';
import { found, MESSAGES, tooMany } from '../core/errors';
import { defineRead, defineRpc, defineUpdate, signedInMember, type RpcContext } from '../core/rpc';
import { openableGiving } from '../givings/giving-access';
import { grantGuestPass } from '../givings/guest-pass';
import { settledDetail, toGivingDetail } from '../givings/giving-detail';
import { settledData } from '../givings/overdue-transfers';
import { toDonorInfo } from '../member/member-views';
import { appPageUrl } from '../core/request-origin';
import { cardFormFor, linePayUrlFor, openAttempt } from './gateway-orders';
import { saveOrderInfo, VARIANTS, type OrderInfoVariant } from './order-info';
import { cardOnlyForRecurring, placeOneOff, placeRecurring } from './place-order';
import type { MethodPurpose, OneOffOrder, PlacedGiving } from './place-order';
import type { StoreShape } from '../store/collections';

const attemptOf = ({ giving, attempt }: PlacedGiving) => {
  if (!attempt) throw new Error(`giving ${giving.offering_aid} has no gateway order`);
  return attempt;
};

// New accounts count too, so they multiply no limit (docs/security-model.md, 'Sign-up').
const onAddressLimit = (ctx: RpcContext): boolean => {
  if (ctx.member === null) return true;
  const registered = ctx.member.registered_at;
  return (
    registered !== undefined &&
    ctx.now().getTime() - Date.parse(registered) < ctx.settings.limits.newMemberMs
  );
};

// Anonymous calls that each add a record must not be able to fill the store.
const countedOnAddress = <T>(ctx: RpcContext, place: () => T, adds = (_result: T) => true): T => {
  const limited = onAddressLimit(ctx);
  const key = `client:${ctx.clientKey}`;
  if (limited && ctx.guestGivingLimiter.blocked(key, ctx.now())) {
    throw tooMany(MESSAGES.tooManyGivings);
  }
  const result = place();
  if (limited && adds(result)) ctx.guestGivingLimiter.miss(key, ctx.now());
  return result;
};

const placeGiving = (
  data: StoreShape,
  ctx: RpcContext,
  purpose: MethodPurpose,
  order: OneOffOrder,
): PlacedGiving => {
  const placed = countedOnAddress(
    ctx,
    () => placeOneOff(data, ctx, purpose, order),
    (result) => !result.replayed,
  );
  // Guests share one key scope: a replayed order hands out no pass (docs/security-model.md).
  if (!placed.replayed) grantGuestPass(ctx, placed.giving);
  return placed;
};

const bindCard = (data: StoreShape, ctx: RpcContext) => {
  const memberId = signedInMember(ctx).member_id;
  return countedOnAddress(ctx, () =>
    openAttempt(data, ctx.now(), { kind: 'cardlink', amount: 0, member_id: memberId }),
  );
};

const isRecurring = <T extends object>(body: T): body is Extract<T, { ach_aid: number }> =>
  'ach_aid' in body;

const orderInfoRpc = (variant: OrderInfoVariant) =>
  defineUpdate(variant, (body, ctx, data) => saveOrderInfo(data, ctx, variant, body));

export const paymentRpcs = [
  defineUpdate('do_tra_type_crdo', (body, ctx, data) => {
    const attempt = isRecurring(body)
      ? placeRecurring(data, ctx, 'do_tra_type_crdo', body)
      : attemptOf(placeGiving(data, ctx, 'do_tra_type_crdo', body));
    return cardFormFor(attempt, ctx);
  }),

  defineUpdate('do_tra_type_linepay', (body, ctx, data) => {
    if (isRecurring(body)) throw cardOnlyForRecurring();
    const attempt = attemptOf(placeGiving(data, ctx, 'do_tra_type_linepay', body));
    return { redirect_url: linePayUrlFor(attempt, ctx) };
  }),

  defineUpdate('do_tra_type_vacc', (body, ctx, data) => {
    if (isRecurring(body)) throw cardOnlyForRecurring();
    const placed = placeGiving(data, ctx, 'do_tra_type_vacc', body);
    const transferPage = ROUTES.transferInfo.build({ orderInfoAid: placed.giving.order_info_aid });
    return { post_url: appPageUrl(ctx.settings, ctx.origin, transferPage) };
  }),

  defineUpdate('do_tra_type_cardlink', (body, ctx, data) => {
    const attempt = isRecurring(body)
      ? placeRecurring(data, ctx, 'do_tra_type_cardlink', body)
      : bindCard(data, ctx);
    return cardFormFor(attempt, ctx);
  }),

  defineUpdate('get_cardlink_form', (_body, ctx, data) => cardFormFor(bindCard(data, ctx), ctx)),

  defineRpc('get_tra_detail', (body, ctx) =>
    settledDetail(ctx, (data) => openableGiving(data, ctx, body.offering_aid)),
  ),

  defineRpc('get_tra_detail_form', (body, ctx) => {
    const data = settledData(ctx.store, ctx.now());
    const giving = openableGiving(data, ctx, body.offering_aid);
    return {
      ...toGivingDetail(data, giving, ctx.now()),
      is_member_giving: giving.member_id === null ? 0 : 1,
    };
  }),

  // Never a guest donor's data: that needs the identity number (docs/security-model.md).
  defineRead('get_tra_donor_info', (body, ctx, data) => {
    const giving = openableGiving(data, ctx, body.offering_aid);
    const owner = recordOf(data, 'members', giving.member_id);
    return toDonorInfo(
      owner ?? { member_name: '', cell_phone: '', email: '', member_social_identity: '' },
    );
  }),

  defineRpc('vaccConfirm', (body, ctx) => {
    const data = settledData(ctx.store, ctx.now());
    const record = found(recordOf(data, 'order_infos', body.order_info_aid));
    openableGiving(data, ctx, record.offering_aid);
    return record;
  }),

  ...VARIANTS.map(orderInfoRpc),
];
