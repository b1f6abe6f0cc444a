import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Request } from 'express';
import { z } from 'zod';
import type { MemberRecord, RevokedSignInRecord, StoreShape } from '../store/collections';
import type { Settings } from './settings';

/**
 * docs/architecture.md; `sid` lets a logout revoke the whole sign-in (docs/security-model.md), and
 * `auth_time`, its start, keeps a refreshed token from outliving the sign-in's lifetime.
 */
const tokenClaims = z
  .object({
    sub: z.string(),
    member_name: z.string(),
    exp: z.number(),
    iat: z.number(),
    sid: z.string().min(1),
    auth_time: z.number(),
  })
  .refine((claims) => claims.auth_time <= claims.iat);
export type TokenClaims = z.output<typeof tokenClaims>;

const ALGORITHM = 'HS256';

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** Refreshing never keeps a sign-in alive for ever (docs/api-contract.md, 'Sign-in lifetime'). */
export const issueToken = (
  member: MemberRecord,
  settings: Settings,
  now: Date,
  signIn: { sid: string; authTime: number } = { sid: randomUUID(), authTime: seconds(now) },
): string => {
  const iat = seconds(now);
  const exp = Math.min(
    iat + settings.jwt.ttlSeconds,
    signIn.authTime + settings.jwt.maxSignInSeconds,
  );
  return jwt.sign(
    { member_name: member.member_name, iat, exp, sid: signIn.sid, auth_time: signIn.authTime },
    settings.jwt.secret,
    { algorithm: ALGORITHM, subject: member.member_id },
  );
};

/** The algorithm is pinned, so `alg: none` is refused. */
export const verifyToken = (token: string, settings: Settings, now: Date): TokenClaims | null => {
  try {
    const claims = jwt.verify(token, settings.jwt.secret, {
      algorithms: [ALGORITHM],
      clockTimestamp: seconds(now),
    });
    return tokenClaims.safeParse(claims).data ?? null;
  } catch {
    return null;
  }
};

export const isRevoked = (revoked: readonly RevokedSignInRecord[], sid: string): boolean =>
  revoked.some((entry) => entry.sid === sid);

// One token lifetime from the logout is enough: reauth refuses the sign-in afterwards, so no
// token of it outlives that, and the list never outgrows the live tokens.
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

/** undefined: no Authorization header at all (anonymous); null: one that holds no token. */
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
