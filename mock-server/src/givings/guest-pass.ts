import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RpcContext } from '../core/rpc';
import type { GivingRecord, StoreShape } from '../store/collections';

export const guestPassCookie = (offeringAid: number): string => `giving_pass_${offeringAid}`;

const PASS_COOKIE = /^giving_pass_([1-9]\d{0,14})$/;

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

// docs/api-contract.md, 'Guest givings'; a few at most per giving (docs/security-model.md).
export const grantGuestPass = (ctx: RpcContext, giving: GivingRecord): void => {
  if (giving.member_id !== null) return;
  const aid = giving.offering_aid;
  const pass = randomBytes(32).toString('base64url');
  const { ttlSeconds } = ctx.settings.guestAccess;
  const now = seconds(ctx.now());
  const granted = ctx.store.update((data) => {
    data.guest_passes = data.guest_passes.filter((record) => record.exp > now);
    if (holdsGuestPass(data, ctx, aid)) return false;
    const ours = data.guest_passes.filter((record) => record.offering_aid === aid);
    const limit = ctx.settings.limits.guestPassesPerGiving;
    data.guest_passes = [
      ...data.guest_passes.filter((record) => record.offering_aid !== aid),
      ...ours.slice(Math.max(0, ours.length - limit + 1)),
      { pass_sha256: sha256(pass), offering_aid: aid, exp: now + ttlSeconds },
    ];
    return true;
  });
  if (!granted) return;
  ctx.replyCookies.push({ name: guestPassCookie(aid), value: pass, maxAgeSeconds: ttlSeconds });
};

export const holdsGuestPass = (data: StoreShape, ctx: RpcContext, offeringAid: number): boolean => {
  const pass = ctx.cookies[guestPassCookie(offeringAid)];
  if (!pass) return false;
  const hash = Buffer.from(sha256(pass));
  const now = seconds(ctx.now());
  return data.guest_passes.some(
    (record) =>
      record.offering_aid === offeringAid &&
      record.exp > now &&
      timingSafeEqual(Buffer.from(record.pass_sha256), hash),
  );
};

export const heldGuestPasses = (data: StoreShape, ctx: RpcContext): number[] =>
  Object.keys(ctx.cookies)
    .map((name) => PASS_COOKIE.exec(name)?.[1])
    .filter((digits): digits is string => digits !== undefined)
    .map(Number)
    .filter((offeringAid) => holdsGuestPass(data, ctx, offeringAid));
