import { timingSafeEqual } from 'node:crypto';
import { forbidden, MESSAGES, notFound, tooMany } from '../core/errors';
import type { RpcContext } from '../core/rpc';
import type { GivingRecord, StoreShape } from '../store/records';
import { donorSidOf } from './donor-identity';
import { grantGuestPass, holdsGuestPass } from './guest-pass';

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
 * The giving a number opens on the result, receipt-form and transfer pages (docs/api-contract.md,
 * 'Guest givings'): a member's giving only for that member (403 'offering data does not match'
 * otherwise); a guest's giving only for a caller holding its guest pass, which the payment call
 * or a guest lookup granted. Without one the answer is RC 404 'no data', the same as for a number
 * that does not exist, so walking the sequential numbers reveals nothing.
 */
export const openableGiving = (
  data: StoreShape,
  ctx: RpcContext,
  offeringAid: number,
): GivingRecord => {
  const giving = givingById(data, offeringAid);
  if (giving.member_id !== null) return mustOwn(ctx, giving);
  if (holdsGuestPass(data, ctx, offeringAid)) return giving;
  throw notFound();
};

/** Misses count per client and per giving number (docs/security-model.md). */
const guessKeys = (ctx: RpcContext, offeringAid: number): string[] => [
  `client:${ctx.clientKey}`,
  `giving:${offeringAid}`,
];

/** HTTP 429 once this client or this giving has used up its misses. */
const refuseWhileBlocked = (ctx: RpcContext, offeringAid: number): void => {
  const now = ctx.now();
  if (guessKeys(ctx, offeringAid).some((key) => ctx.lookupLimiter.blocked(key, now))) {
    throw tooMany(MESSAGES.tooManyLookups);
  }
};

const countMiss = (ctx: RpcContext, offeringAid: number): void => {
  const now = ctx.now();
  for (const key of guessKeys(ctx, offeringAid)) ctx.lookupLimiter.miss(key, now);
};

/**
 * Guest access by giving number + donor identity number (spec 6). A wrong number and a wrong
 * identity answer the same RC 404 'no data' (HTTP 200, identical bodies); misses count per client
 * and per giving number and answer HTTP 429 once either runs out (docs/security-model.md). The
 * signed-in owner of the giving is answered first, before any block, so strangers' misses never
 * lock a member out of their own giving; an empty donor_sid is accepted only from them (spec 7:
 * 'empty string for members'). A proven guest giving grants the caller its guest pass.
 */
export const provenGiving = (
  data: StoreShape,
  ctx: RpcContext,
  offeringAid: number,
  donorSid: string,
): GivingRecord => {
  const giving = data.givings.find((candidate) => candidate.offering_aid === offeringAid);
  if (ctx.member && giving && giving.member_id === ctx.member.member_id) return giving;
  if (donorSid === '' && ctx.member) return ownGiving(data, ctx, offeringAid);
  refuseWhileBlocked(ctx, offeringAid);
  const expected = giving ? donorSidOf(data, giving) : '';
  if (giving && expected !== '' && donorSid !== '' && sameText(expected, donorSid.toUpperCase())) {
    grantGuestPass(ctx, giving);
    return giving;
  }
  countMiss(ctx, offeringAid);
  throw notFound();
};

/**
 * A guest giving whose donor is already filled in is changed only with that donor's identity
 * number (spec 6). A different one is a guess like a wrong lookup: counted on the same limits,
 * HTTP 429 once they run out, else 403 'offering data does not match'.
 */
export const mustMatchDonor = (ctx: RpcContext, giving: GivingRecord, donorSid: string): void => {
  if (!giving.donor) return;
  refuseWhileBlocked(ctx, giving.offering_aid);
  if (sameText(giving.donor.donor_sid.toUpperCase(), donorSid.toUpperCase())) return;
  countMiss(ctx, giving.offering_aid);
  throw forbidden();
};
