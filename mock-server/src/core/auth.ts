import jwt from 'jsonwebtoken';
import type { Request } from 'express';
import type { MemberRecord } from '../store/records';
import type { Settings } from './settings';

/** The claims of an id_token (design.md section 5: `sub`, `member_name`, `exp`). */
export interface TokenClaims {
  sub: string;
  member_name: string;
  exp: number;
  iat: number;
}

const ALGORITHM = 'HS256';

/** A signed id_token for `member`, valid for `settings.jwt.ttlSeconds`. */
export const issueToken = (member: MemberRecord, settings: Settings): string =>
  jwt.sign({ member_name: member.member_name }, settings.jwt.secret, {
    algorithm: ALGORITHM,
    subject: member.member_id,
    expiresIn: settings.jwt.ttlSeconds,
  });

/**
 * The claims of a token this server signed and that has not expired, else null. The algorithm
 * list is pinned, so `alg: none` and tokens signed another way are refused (checklist 16).
 */
export const verifyToken = (token: string, settings: Settings): TokenClaims | null => {
  try {
    const claims = jwt.verify(token, settings.jwt.secret, { algorithms: [ALGORITHM] });
    if (typeof claims === 'string') return null;
    const { sub, member_name: memberName, exp, iat } = claims;
    if (typeof sub !== 'string' || typeof memberName !== 'string') return null;
    if (typeof exp !== 'number' || typeof iat !== 'number') return null;
    return { sub, member_name: memberName, exp, iat };
  } catch {
    return null;
  }
};

/** The bearer token of a request; undefined when there is no Authorization header at all. */
export const bearerToken = (req: Request): string | null | undefined => {
  const header = req.get('authorization');
  if (header === undefined) return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/.exec(header.trim());
  return match?.[1] ?? null;
};

export type Authentication =
  { kind: 'anonymous' } | { kind: 'member'; member: MemberRecord } | { kind: 'invalid' };

/**
 * Who is calling: no Authorization header is anonymous; a header whose token is not valid (bad
 * signature, wrong algorithm, expired, unknown member) is invalid, and callers answer 401.
 */
export const authenticate = (
  req: Request,
  settings: Settings,
  members: readonly MemberRecord[],
): Authentication => {
  const token = bearerToken(req);
  if (token === undefined) return { kind: 'anonymous' };
  const claims = token === null ? null : verifyToken(token, settings);
  const member = claims && members.find((candidate) => candidate.member_id === claims.sub);
  return member ? { kind: 'member', member } : { kind: 'invalid' };
};
