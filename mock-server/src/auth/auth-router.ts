import express from 'express';
import type { Router } from 'express';
import { z } from 'zod';
import { AUTH_SUCCESS_RC, ERROR_RC } from '@eoffering/shared/contract';
import type { AppDeps } from '../core/app-deps';
import { clientAddress } from '../core/client-address';
import { authenticate, issueToken, revokeSignIn } from '../core/auth';
import type { TokenClaims } from '../core/auth';
import { MESSAGES, tooMany } from '../core/errors';
import {
  answerError,
  badRequest,
  describeIssues,
  RpcError,
  sendEnvelope,
  unauthorized,
} from '../core/rpc';
import type { MemberRecord } from '../store/collections';
import { passwordMatches } from './password-store';

/** docs/api-contract.md: userid is a phone number or an e-mail; password is the SHA-256 hex of the password. */
const signinRequest = z
  .object({
    userid: z.string().trim().min(1).max(100),
    password: z.string().regex(/^[0-9a-fA-F]{64}$/, 'expected the SHA-256 hex of the password'),
  })
  .strict();

/**
 * The one spelling of a userid: spaces and dashes removed (phone numbers are typed grouped),
 * lower case (e-mail addresses match in any case). Sign-in matches on it, and the miss limit of a
 * userid that names nobody counts it, so '0912-345-678' and '0912 345678' spend the same allowance.
 */
export const normalUserid = (userid: string): string => userid.replace(/[\s-]/g, '').toLowerCase();

/** A member by phone (digits compared, so '0912-345-678' works) or by e-mail (any case). */
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

/**
 * `/signin` and `/auth/reauth` (docs/api-contract.md): the answer's Result is the signed id_token. `/auth/logout`
 * (docs/security-model.md): the bearer token, and every token of its sign-in, is refused from then
 * on.
 */
export const authRouter = (deps: AppDeps): Router => {
  const router = express.Router();

  router.post(deps.settings.auth.signin, async (req, res) => {
    try {
      const parsed = signinRequest.safeParse(req.body ?? {});
      if (!parsed.success) throw badRequest(describeIssues(parsed.error));
      const { userid, password } = parsed.data;
      const now = deps.now();
      const member = findByUserid(deps.store.read().members, userid);
      // One account whatever the spelling: a member's phone and e-mail count together.
      const account = member ? `member:${member.member_id}` : `userid:${normalUserid(userid)}`;
      const client = clientAddress(req);
      const settle = deps.signInLimits.begin(account, client, now);
      if (!settle) throw tooMany(MESSAGES.tooManyLogins);
      let matched = false;
      try {
        matched = await passwordMatches(member?.password_hash ?? null, password);
      } finally {
        settle(matched);
      }
      if (!matched || !member) {
        throw new RpcError(401, ERROR_RC.unauthorized, [MESSAGES.loginFailed]);
      }
      sendEnvelope(res, 200, {
        RC: AUTH_SUCCESS_RC,
        RM: 'success',
        Result: issueToken(member, deps.settings, now),
      });
    } catch (error) {
      answerError(res, error);
    }
  });

  /** A POST that needs a valid bearer token (401 otherwise) and answers `answer`'s Result. */
  const withBearer = (
    path: string,
    answer: (auth: { member: MemberRecord; claims: TokenClaims }, now: Date) => unknown,
  ): void => {
    router.post(path, (req, res) => {
      try {
        const now = deps.now();
        const auth = authenticate(req, deps.settings, deps.store.read(), now);
        if (auth.kind !== 'member') throw unauthorized();
        sendEnvelope(res, 200, { RC: AUTH_SUCCESS_RC, RM: 'success', Result: answer(auth, now) });
      } catch (error) {
        answerError(res, error);
      }
    });
  };

  // The token being replaced is not revoked: calls the page sent with it just before the
  // refresh may still be in flight, and must not fail with a 401 that signs the member out.
  // It runs out at its own exp, a few minutes later (docs/api-contract.md refreshes 300 s before expiry), or
  // with the whole sign-in at logout. The new token keeps the sign-in's start, so no chain of
  // refreshes outlives settings.jwt.maxSignInSeconds.
  // A sign-in past its absolute lifetime is refused (401), never answered with a token that is
  // born expired: the front end must learn the session is over.
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
