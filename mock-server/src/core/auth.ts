import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Request } from 'express';
import type { MemberRecord, RevokedTokenRecord, StoreShape } from '../store/records';
import type { Settings } from './settings';

/** The claims of an id_token (design.md section 5: `sub`, `member_name`, `exp`; `jti` to revoke it). */
export interface TokenClaims {
  sub: string;
  member_name: string;
  exp: number;
  iat: number;
  /** The token's own id: logout puts it on the denylist (checklist 14). */
  jti: string;
}

const ALGORITHM = 'HS256';

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** A signed id_token for `member`, valid for `settings.jwt.ttlSeconds` from `now` (the app's clock). */
export const issueToken = (member: MemberRecord, settings: Settings, now: Date): string =>
  jwt.sign({ member_name: member.member_name, iat: seconds(now) }, settings.jwt.secret, {
    algorithm: ALGORITHM,
    subject: member.member_id,
    expiresIn: settings.jwt.ttlSeconds,
    jwtid: randomUUID(),
  });

/**
 * The claims of a token this server signed and that has not expired at `now`, else null. The
 * algorithm list is pinned, so `alg: none` and tokens signed another way are refused (checklist
 * 16). A token without a `jti` could not be revoked, so it is refused too. This checks the
 * signature only: `authenticate` also consults the denylist.
 */
export const verifyToken = (token: string, settings: Settings, now: Date): TokenClaims | null => {
  try {
    const claims = jwt.verify(token, settings.jwt.secret, {
      algorithms: [ALGORITHM],
      clockTimestamp: seconds(now),
    });
    if (typeof claims === 'string') return null;
    const { sub, member_name: memberName, exp, iat, jti } = claims;
    if (typeof sub !== 'string' || typeof memberName !== 'string') return null;
    if (typeof exp !== 'number' || typeof iat !== 'number') return null;
    if (typeof jti !== 'string' || jti === '') return null;
    return { sub, member_name: memberName, exp, iat, jti };
  } catch {
    return null;
  }
};

/** True when `jti` was revoked by a logout (checklist 14). */
export const isRevoked = (revoked: readonly RevokedTokenRecord[], jti: string): boolean =>
  revoked.some((entry) => entry.jti === jti);

/**
 * Puts a token on the denylist until its own expiry and drops the entries whose tokens have
 * expired by `now` (they are refused by their `exp` anyway), so the list never outgrows the
 * tokens still alive. Use inside `store.update`.
 */
export const revokeToken = (data: StoreShape, claims: TokenClaims, now: Date): void => {
  const alive = data.revoked_tokens.filter((entry) => entry.exp > seconds(now));
  if (!isRevoked(alive, claims.jti)) alive.push({ jti: claims.jti, exp: claims.exp });
  data.revoked_tokens = alive;
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
  data: Pick<StoreShape, 'members' | 'revoked_tokens'>,
  now: Date,
): Authentication => {
  const token = bearerToken(req);
  if (token === undefined) return { kind: 'anonymous' };
  const claims = token === null ? null : verifyToken(token, settings, now);
  if (!claims || isRevoked(data.revoked_tokens, claims.jti)) return { kind: 'invalid' };
  const member = data.members.find((candidate) => candidate.member_id === claims.sub);
  return member ? { kind: 'member', member, claims } : { kind: 'invalid' };
};
