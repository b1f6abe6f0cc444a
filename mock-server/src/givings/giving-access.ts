import { timingSafeEqual } from 'node:crypto';
import { forbidden, MESSAGES, notFound, ownedBy, tooMany } from '../core/errors';
import type { RpcContext } from '../core/rpc';
import type { GivingRecord, StoreShape } from '../store/collections';
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

/**
 * A signed-in member's own giving. Another member's (or a guest's) giving is a 403 with the
 * docs/api-contract.md 'offering data does not match' text; an unknown number is RC 404 'no data'.
 */
export const ownGiving = (data: StoreShape, ctx: RpcContext, offeringAid: number): GivingRecord =>
  ownedBy(givingById(data, offeringAid), ctx.member?.member_id);

/** True when the signed-in caller owns this member giving. */
const isOwnersGiving = (ctx: RpcContext, giving: GivingRecord): boolean =>
  ctx.member !== null && giving.member_id === ctx.member.member_id;

/**
 * The giving a number opens on the result, receipt-form and transfer pages (docs/api-contract.md,
 * 'Guest givings'): a member's giving only for that member; a guest's giving only for a caller
 * holding its guest pass, which the payment call or a guest lookup granted. Everyone else gets RC
 * 404 'no data', the same as for a number that does not exist, so walking the sequential numbers
 * tells a stranger nothing: not whether a number exists, nor whether it is a member's. Only a
 * signed-in member opening another member's giving gets docs/api-contract.md 403 'offering data does not
 * match', which signs them out so they can sign in as the right member (docs/decisions.md).
 */
export const openableGiving = (
  data: StoreShape,
  ctx: RpcContext,
  offeringAid: number,
): GivingRecord => {
  const giving = givingById(data, offeringAid);
  if (isOwnersGiving(ctx, giving)) return giving;
  if (giving.member_id !== null && ctx.member) throw forbidden();
  if (giving.member_id === null && holdsGuestPass(data, ctx, offeringAid)) return giving;
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

/** True when `donorSid` is the identity number the guest donor filled in on this giving. */
const provesGuestDonor = (giving: GivingRecord, donorSid: string): boolean => {
  const expected = giving.donor?.donor_sid.toUpperCase() ?? '';
  return (
    giving.member_id === null &&
    expected !== '' &&
    donorSid !== '' &&
    sameText(expected, donorSid.toUpperCase())
  );
};

/**
 * The giving of a guest call (docs/security-model.md: lookup, receipt edit, item edit, first print, reprint).
 * The signed-in owner of a member giving is answered first, before any block, so strangers'
 * misses never lock a member out of their own giving; that is also the only way to a member
 * giving (docs/api-contract.md: the member sends an empty donor_sid). Anyone else reaches only a guest giving,
 * with its donor's identity number; a wrong number, a wrong identity and a member's giving all
 * answer the same RC 404 'no data' (HTTP 200, identical bodies) and count as a miss per client
 * and per giving number, HTTP 429 once either runs out (docs/security-model.md). A proven guest
 * giving grants the caller its guest pass.
 */
export const provenGiving = (
  data: StoreShape,
  ctx: RpcContext,
  offeringAid: number,
  donorSid: string,
): GivingRecord => {
  const giving = data.givings.find((candidate) => candidate.offering_aid === offeringAid);
  if (giving && isOwnersGiving(ctx, giving)) return giving;
  refuseWhileBlocked(ctx, offeringAid);
  if (giving && provesGuestDonor(giving, donorSid)) {
    grantGuestPass(ctx, giving);
    return giving;
  }
  countMiss(ctx, offeringAid);
  throw notFound();
};

/**
 * A guest giving whose donor is already filled in is changed only with that donor's identity
 * number (docs/security-model.md). A different one is a guess like a wrong lookup: counted on the same limits,
 * HTTP 429 once they run out, else 403 'offering data does not match'.
 */
export const mustMatchDonor = (ctx: RpcContext, giving: GivingRecord, donorSid: string): void => {
  if (!giving.donor) return;
  refuseWhileBlocked(ctx, giving.offering_aid);
  if (sameText(giving.donor.donor_sid.toUpperCase(), donorSid.toUpperCase())) return;
  countMiss(ctx, giving.offering_aid);
  throw forbidden();
};
