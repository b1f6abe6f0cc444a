import { timingSafeEqual } from 'node:crypto';
import { forbidden, found, MESSAGES, notFound, ownedBy, tooMany } from '../core/errors';
import type { RpcContext } from '../core/rpc';
import type { GivingRecord, StoreShape } from '../store/collections';
import { grantGuestPass, holdsGuestPass } from './guest-pass';

/** The giving's donor's identity number, compared in constant time and in either case. */
const isDonorSid = (giving: GivingRecord, donorSid: string): boolean => {
  const left = Buffer.from(giving.donor?.donor_sid.toUpperCase() ?? '');
  const right = Buffer.from(donorSid.toUpperCase());
  return left.length === right.length && timingSafeEqual(left, right);
};

export const givingById = (data: StoreShape, offeringAid: number): GivingRecord =>
  found(data.givings.find((candidate) => candidate.offering_aid === offeringAid));

export const ownGiving = (data: StoreShape, ctx: RpcContext, offeringAid: number): GivingRecord =>
  ownedBy(givingById(data, offeringAid), ctx.member?.member_id);

const isOwnersGiving = (ctx: RpcContext, giving: GivingRecord): boolean =>
  ctx.member !== null && giving.member_id === ctx.member.member_id;

// Strangers get 'no data' as for a number that does not exist, so walking the sequential numbers
// tells them nothing (docs/api-contract.md, 'Guest givings'); another member gets 403, which
// signs them out to sign in as the right member (docs/decisions.md).
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

/** Guesses count per client and per record, `giving:<aid>` or `receipt:<aid>` (docs/security-model.md). */
const guessKeys = (ctx: RpcContext, record: string) => [`client:${ctx.clientKey}`, record];

export const refuseWhileBlocked = (ctx: RpcContext, record: string): void => {
  const now = ctx.now();
  if (guessKeys(ctx, record).some((key) => ctx.lookupLimiter.blocked(key, now))) {
    throw tooMany(MESSAGES.tooManyLookups);
  }
};

export const countMiss = (ctx: RpcContext, record: string): void => {
  const now = ctx.now();
  for (const key of guessKeys(ctx, record)) ctx.lookupLimiter.miss(key, now);
};

// The owner first, before any block, so strangers' misses never lock a member out of their own
// giving; every refusal answers the same 'no data' (docs/security-model.md).
export const provenGiving = (
  data: StoreShape,
  ctx: RpcContext,
  offeringAid: number,
  donorSid: string,
): GivingRecord => {
  const giving = data.givings.find((candidate) => candidate.offering_aid === offeringAid);
  if (giving && isOwnersGiving(ctx, giving)) return giving;
  refuseWhileBlocked(ctx, `giving:${offeringAid}`);
  if (giving?.member_id === null && donorSid !== '' && isDonorSid(giving, donorSid)) {
    grantGuestPass(ctx, giving);
    return giving;
  }
  countMiss(ctx, `giving:${offeringAid}`);
  throw notFound();
};

// A different identity number is a guess like a wrong lookup (docs/security-model.md).
export const mustMatchDonor = (ctx: RpcContext, giving: GivingRecord, donorSid: string): void => {
  if (!giving.donor) return;
  refuseWhileBlocked(ctx, `giving:${giving.offering_aid}`);
  if (isDonorSid(giving, donorSid)) return;
  countMiss(ctx, `giving:${giving.offering_aid}`);
  throw forbidden();
};
