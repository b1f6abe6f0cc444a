import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { AUTH_SUCCESS_RC } from '@eoffering/shared/contract';
import { storedPassword } from '../auth/password-store';
import type { AppDeps } from '../core/app-deps';
import { issueToken } from '../core/auth';
import { conflict } from '../core/errors';
import { answerError, badRequest, describeIssues, sendEnvelope } from '../core/rpc';

const registerRequest = z
  .object({
    member_name: z.string().trim().min(1).max(50),
    cell_phone: z.string().regex(/^09\d{8}$/, 'expected a mobile number 09xxxxxxxx'),
    email: z.email().max(100),
    password: z.string().regex(/^[0-9a-f]{64}$/, 'expected the SHA-256 hex of the password'),
  })
  .strict();

/**
 * The sign-up form's post: a new member with a virtual account, signed in at once; a phone number
 * or e-mail already registered is refused.
 */
export const registerMember =
  (deps: AppDeps): RequestHandler =>
  (req, res) => {
    try {
      const parsed = registerRequest.safeParse(req.body ?? {});
      if (!parsed.success) throw badRequest(describeIssues(parsed.error));
      const body = parsed.data;
      const member = deps.store.update((data) => {
        const email = body.email.toLowerCase();
        if (
          data.members.some(
            (m) => m.cell_phone === body.cell_phone || m.email.toLowerCase() === email,
          )
        ) {
          throw conflict('this phone number or e-mail is already registered');
        }
        const record = {
          member_id: `m-${randomUUID()}`,
          member_name: body.member_name,
          cell_phone: body.cell_phone,
          email,
          password_hash: storedPassword(body.password),
          member_social_identity: '',
          vacc: {
            id_account: `95012${body.cell_phone.slice(1)}`,
            bank_name: '玉山銀行',
            bank_no: '808',
            bank_branch: '城東分行',
            bank_account_name: '財團法人台北恩典教會',
          },
        };
        data.members.push(record);
        return record;
      });
      sendEnvelope(res, 200, {
        RC: AUTH_SUCCESS_RC,
        RM: 'success',
        Result: issueToken(member, deps.settings, deps.now()),
      });
    } catch (error) {
      answerError(res, error);
    }
  };
