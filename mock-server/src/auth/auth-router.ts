import express, { type Request, type Router } from 'express';
import { z } from 'zod';
import { AUTH_SUCCESS_RC } from '@eoffering/shared/contract';
import type { AppDeps } from '../core/app-deps';
import { clientAddress } from '../core/client-address';
import { authenticate, issueToken, revokeSignIn, type TokenClaims } from '../core/auth';
import { MESSAGES, tooMany } from '../core/errors';
import { badRequest, describeIssues, envelopeRoute, unauthorized } from '../core/rpc';
import type { MemberRecord } from '../store/collections';
import { passwordMatches } from './password-store';

const signinRequest = z
  .object({
    userid: z.string().trim().min(1).max(100),
    password: z.string().regex(/^[0-9a-fA-F]{64}$/, 'expected the SHA-256 hex of the password'),
  })
  .strict();

// Phone numbers are typed grouped: '0912-345-678' and '0912 345678' spend the same allowance.
export const normalUserid = (userid: string): string => userid.replace(/[\s-]/g, '').toLowerCase();

export const findByUserid = (
  members: readonly MemberRecord[],
  userid: string,
): MemberRecord | undefined => {
  const email = userid.toLowerCase();
  const digits = normalUserid(userid);
  return members.find(
    (member) =>
      member.email.toLowerCase() === email ||
      (/^\d+$/.test(digits) && member.cell_phone === digits),
  );
};

// docs/api-contract.md; logout revokes every token of the sign-in (docs/security-model.md).
export const authRouter = (deps: AppDeps): Router => {
  const router = express.Router();
  const answer = (path: string, result: (req: Request, now: Date) => unknown): void => {
    router.post(
      path,
      envelopeRoute(AUTH_SUCCESS_RC, (req) => result(req, deps.now())),
    );
  };

  answer(deps.settings.auth.signin, async (req, now) => {
    const parsed = signinRequest.safeParse(req.body ?? {});
    if (!parsed.success) throw badRequest(describeIssues(parsed.error));
    const { userid, password } = parsed.data;
    const member = findByUserid(deps.store.read().members, userid);
    const account = member ? `member:${member.member_id}` : `userid:${normalUserid(userid)}`;
    const settle = deps.signInLimits.begin(account, clientAddress(req), now);
    if (!settle) throw tooMany(MESSAGES.tooManyLogins);
    let matched = false;
    try {
      matched = await passwordMatches(member?.password_hash ?? null, password);
    } finally {
      settle(matched);
    }
    if (!matched || !member) throw unauthorized(MESSAGES.loginFailed);
    return issueToken(member, deps.settings, now);
  });

  const withBearer = (
    path: string,
    result: (auth: { member: MemberRecord; claims: TokenClaims }, now: Date) => unknown,
  ): void =>
    answer(path, (req, now) => {
      const auth = authenticate(req, deps.settings, deps.store.read(), now);
      if (auth.kind !== 'member') throw unauthorized();
      return result(auth, now);
    });

  // The replaced token is not revoked: calls sent with it just before may still be in flight. A
  // sign-in past its absolute lifetime gets 401, never a token born expired.
  withBearer(deps.settings.auth.reauth, ({ member, claims }, now) => {
    const end = claims.auth_time + deps.settings.jwt.maxSignInSeconds;
    if (now.getTime() >= end * 1000) throw unauthorized();
    return issueToken(member, deps.settings, now, { sid: claims.sid, authTime: claims.auth_time });
  });

  withBearer(deps.settings.auth.logout, ({ claims }, now) => {
    deps.store.update((data) => revokeSignIn(data, claims, deps.settings, now));
    return null;
  });

  return router;
};
