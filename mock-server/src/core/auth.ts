import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Request } from 'express';
import type { MemberRecord, RevokedSignInRecord, StoreShape } from '../store/collections';
import type { Settings } from './settings';

/** The claims of an id_token (docs/architecture.md: `sub`, `member_name`, `exp`; `sid` to revoke it). */
export interface TokenClaims {
  sub: string;
  member_name: string;
  exp: number;
  iat: number;
  /**
   * The sign-in this token belongs to: `/signin` starts one, `/auth/reauth` carries it over, and
   * logout puts it on the denylist, so no token refreshed from that sign-in works on
   * (docs/security-model.md).
   */
  sid: string;
  /** When the sign-in started (seconds): no refresh outlives `settings.jwt.maxSignInSeconds` from it. */
  auth_time: number;
}

/** The sign-in a refreshed token carries over from the token it replaces. */
export interface SignIn {
  sid: string;
  authTime: number;
}

const ALGORITHM = 'HS256';

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/**
 * A signed id_token for `member`, valid for `settings.jwt.ttlSeconds` from `now` (the app's clock)
 * but never past `settings.jwt.maxSignInSeconds` from the start of its sign-in, so refreshing
 * cannot keep a sign-in alive for ever (docs/api-contract.md, 'Sign-in lifetime'). Without
 * `signIn` it starts a new sign-in; a refresh passes the sign-in of the token it replaces.
 */
export const issueToken = (
  member: MemberRecord,
  settings: Settings,
  now: Date,
  signIn: SignIn = { sid: randomUUID(), authTime: seconds(now) },
): string => {
  const iat = seconds(now);
  const exp = Math.min(
    iat + settings.jwt.ttlSeconds,
    signIn.authTime + settings.jwt.maxSignInSeconds,
  );
  return jwt.sign(
    {
      member_name: member.member_name,
      iat,
      exp,
      sid: signIn.sid,
      auth_time: signIn.authTime,
    },
    settings.jwt.secret,
    { algorithm: ALGORITHM, subject: member.member_id },
  );
};

/**
 * The claims of a token this server signed and that has not expired at `now`, else null. The
 * algorithm list is pinned, so `alg: none` and tokens signed another way are refused
 * (docs/security-model.md). A token without a `sid` could not be revoked, so it is refused too, as
 * is one without `auth_time`. This checks the signature only: `authenticate` also consults the
 * denylist.
 */
export const verifyToken = (token: string, settings: Settings, now: Date): TokenClaims | null => {
  try {
    const claims = jwt.verify(token, settings.jwt.secret, {
      algorithms: [ALGORITHM],
      clockTimestamp: seconds(now),
    });
    if (typeof claims === 'string') return null;
    const { sub, member_name: memberName, exp, iat, sid, auth_time: authTime } = claims;
    if (typeof sub !== 'string' || typeof memberName !== 'string') return null;
    if (typeof exp !== 'number' || typeof iat !== 'number') return null;
    if (typeof sid !== 'string' || sid === '') return null;
    // A token without its sign-in's start could be refreshed without limit.
    if (typeof authTime !== 'number' || authTime > iat) return null;
    return { sub, member_name: memberName, exp, iat, sid, auth_time: authTime };
  } catch {
    return null;
  }
};

/** True when the sign-in `sid` was ended by a logout (docs/security-model.md). */
export const isRevoked = (revoked: readonly RevokedSignInRecord[], sid: string): boolean =>
  revoked.some((entry) => entry.sid === sid);

/**
 * Ends the sign-in of `claims` and drops the entries that no live token can match any more, so
 * the list never outgrows the tokens still alive. A sign-in stays listed for one token lifetime
 * from `now`: every token of it was issued before the logout (reauth refuses it afterwards), so
 * none outlives that. Use inside `store.update`.
 */
export const revokeSignIn = (
  data: StoreShape,
  claims: TokenClaims,
  settings: Settings,
  now: Date,
): void => {
  const alive = data.revoked_sign_ins.filter((entry) => entry.exp > seconds(now));
  if (!isRevoked(alive, claims.sid)) {
    alive.push({ sid: claims.sid, exp: seconds(now) + settings.jwt.ttlSeconds });
  }
  data.revoked_sign_ins = alive;
};

/** The bearer token of a request; undefined when there is no Authorization header at all. */
export const bearerToken = (req: Request): string | null | undefined => {
  const header = req.get('authorization');
  if (header === undefined) return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/.exec(header.trim());
  return match?.[1] ?? null;
};

export type Authentication =
  | { kind: 'anonymous' }
  | { kind: 'member'; member: MemberRecord; claims: TokenClaims }
  | { kind: 'invalid' };

/**
 * Who is calling: no Authorization header is anonymous; a header whose token is not valid (bad
 * signature, wrong algorithm, expired, revoked by a logout, unknown member) is invalid, and
 * callers answer 401. Every check of a bearer token goes through here.
 */
export const authenticate = (
  req: Request,
  settings: Settings,
  data: Pick<StoreShape, 'members' | 'revoked_sign_ins'>,
  now: Date,
): Authentication => {
  const token = bearerToken(req);
  if (token === undefined) return { kind: 'anonymous' };
  const claims = token === null ? null : verifyToken(token, settings, now);
  if (!claims || isRevoked(data.revoked_sign_ins, claims.sid)) return { kind: 'invalid' };
  const member = data.members.find((candidate) => candidate.member_id === claims.sub);
  return member ? { kind: 'member', member, claims } : { kind: 'invalid' };
};
