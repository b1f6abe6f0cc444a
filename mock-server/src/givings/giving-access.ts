import { timingSafeEqual } from 'node:crypto';
import { forbidden, MESSAGES, notFound, tooMany } from '../core/errors';
import type { RpcContext } from '../core/rpc';
import type { GivingRecord, StoreShape } from '../store/records';
import { donorSidOf } from './giving-detail';

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** A giving by its number; an unknown number is RC 404 'no data' (HTTP 200). */
export const givingById = (data: StoreShape, offeringAid: number): GivingRecord => {
  const giving = data.givings.find((candidate) => candidate.offering_aid === offeringAid);
  if (!giving) throw notFound();
  return giving;
};

/** `giving` when the signed-in caller owns it, else a 403 'offering data does not match' (spec 8). */
export const mustOwn = (ctx: RpcContext, giving: GivingRecord): GivingRecord => {
  if (!ctx.member || giving.member_id !== ctx.member.member_id) throw forbidden();
  return giving;
};

/**
 * A signed-in member's own giving. Another member's (or a guest's) giving is a 403 with the
 * spec 8 'offering data does not match' text; an unknown number is RC 404 'no data'.
 */
export const ownGiving = (data: StoreShape, ctx: RpcContext, offeringAid: number): GivingRecord =>
  mustOwn(ctx, givingById(data, offeringAid));

/**
 * Guest access by giving number + donor identity number (spec 6). A wrong number and a wrong
 * identity answer the same RC 404 'no data' (HTTP 200, identical bodies); misses count per
 * client and per giving number and answer HTTP 429 once either runs out (checklist 18). An
 * empty donor_sid is accepted only from the signed-in owner of the giving (spec 7: 'empty string
 * for members').
 */
export const provenGiving = (
  data: StoreShape,
  ctx: RpcContext,
  offeringAid: number,
  donorSid: string,
): GivingRecord => {
  const now = ctx.now();
  const clientKey = `client:${ctx.clientKey}`;
  const givingKey = `giving:${offeringAid}`;
  if (ctx.lookupLimiter.blocked(clientKey, now) || ctx.lookupLimiter.blocked(givingKey, now)) {
    throw tooMany(MESSAGES.tooManyLookups);
  }
  if (donorSid === '' && ctx.member) return ownGiving(data, ctx, offeringAid);
  const giving = data.givings.find((candidate) => candidate.offering_aid === offeringAid);
  const expected = giving ? donorSidOf(data, giving) : '';
  if (giving && expected !== '' && donorSid !== '' && sameText(expected, donorSid.toUpperCase())) {
    return giving;
  }
  ctx.lookupLimiter.miss(clientKey, now);
  ctx.lookupLimiter.miss(givingKey, now);
  throw notFound();
};
