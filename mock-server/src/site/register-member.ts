import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { storedPassword } from '../auth/password-store';
import type { AppDeps } from '../core/app-deps';
import { clientAddress } from '../core/client-address';
import { MESSAGES, forbidden, tooMany } from '../core/errors';
import type { Settings } from '../core/settings';
import { CHURCH_BANK } from '../payments/transfer';
import { badRequest, describeIssues, envelopeRoute } from '../core/rpc';
import { sayText, SITE_TEXT } from './html';

const registerRequest = z
  .object({
    member_name: z.string().trim().min(1).max(50),
    cell_phone: z.string().regex(/^09\d{8}$/, 'expected a mobile number 09xxxxxxxx'),
    email: z.email().max(100),
    password: z.string().regex(/^[0-9a-f]{64}$/, 'expected the SHA-256 hex of the password'),
  })
  .strict();

// Tells a stranger nothing about who has an account (docs/security-model.md, 'Sign-up').
export const SIGN_UP_RECEIVED = sayText(null, SITE_TEXT.signUpReceived);

export const SIGN_UP_RECEIVED_RC = 202;

// A cross-site form cannot send JSON without a preflight this server never grants.
const fromOwnPage = (req: Request, settings: Settings): boolean => {
  const origin = req.get('origin');
  const site = req.get('sec-fetch-site');
  return (
    req.is('application/json') === 'application/json' &&
    (origin === undefined || settings.publicOrigins.includes(origin)) &&
    (site === undefined || site === 'same-origin')
  );
};

export const registerMember = (deps: AppDeps): RequestHandler =>
  envelopeRoute(SIGN_UP_RECEIVED_RC, (req) => {
    if (!fromOwnPage(req, deps.settings)) throw forbidden(MESSAGES.signUpElsewhere);
    const parsed = registerRequest.safeParse(req.body ?? {});
    if (!parsed.success) throw badRequest(describeIssues(parsed.error));
    const client = `client:${clientAddress(req)}`;
    const now = deps.now();
    if (deps.signUpLimiter.blocked(client, now)) throw tooMany(MESSAGES.tooManySignUps);
    deps.signUpLimiter.miss(client, now);
    const body = parsed.data;
    const email = body.email.toLowerCase();
    // Hashed either way, so a taken number takes as long to answer as a new one.
    const passwordHash = storedPassword(body.password);
    deps.store.update((data) => {
      const taken = data.members.some(
        (m) => m.cell_phone === body.cell_phone || m.email.toLowerCase() === email,
      );
      if (taken) return;
      data.members.push({
        member_id: `m-${randomUUID()}`,
        member_name: body.member_name,
        cell_phone: body.cell_phone,
        email,
        password_hash: passwordHash,
        member_social_identity: '',
        registered_at: now.toISOString(),
        vacc: { id_account: `95012${body.cell_phone.slice(1)}`, ...CHURCH_BANK },
      });
    });
    return SIGN_UP_RECEIVED;
  });
