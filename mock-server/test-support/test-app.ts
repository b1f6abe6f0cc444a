import type { Application } from 'express';
import request from 'supertest';
import type { Purpose } from '@eoffering/shared/contract';
import { createApp } from '../src/app';
import { issueToken } from '../src/core/auth';
import { createMissLimiter } from '../src/core/rate-limit';
import type { RpcContext } from '../src/core/rpc';
import { testSettings } from '../src/core/settings';
import type { Settings } from '../src/core/settings';
import { createStore } from '../src/core/store';
import type { Store } from '../src/core/store';
import { buildFixtures } from '../src/fixtures';
import type { StoreShape } from '../src/store/collections';

export interface TestApp {
  app: Application;
  store: Store;
  settings: Settings;
  /** `Bearer <token>` for a fixture member, issued at the app's clock. */
  bearer(memberId: string): string;
  /** `callRpc` signed in as a fixture member: the call a member's page makes. */
  callAs(memberId: string, purpose: Purpose, body: unknown): request.Test;
  /** Moves the clock of an app made with a fixed `now` (time passing between calls). */
  setNow(date: Date): void;
}

/**
 * The app on an in-memory store seeded with the fixtures (computed relative to `now`, default
 * the real clock), dev mode off unless `settings` says so.
 */
export const testApp = (
  options: {
    now?: Date;
    data?: StoreShape;
    settings?: Partial<Settings>;
    /** The simulator's notification delay (`settings.gateway.notifyDelayMs`); 0 delivers at once. */
    notifyDelayMs?: number;
  } = {},
): TestApp => {
  let now = options.now ?? new Date();
  const base = testSettings(options.settings);
  const settings =
    options.notifyDelayMs === undefined
      ? base
      : { ...base, gateway: { ...base.gateway, notifyDelayMs: options.notifyDelayMs } };
  const store = createStore(null, structuredClone(options.data ?? buildFixtures(now)));
  const clock = (): Date => (options.now ? new Date(now) : new Date());
  const app = createApp({ settings, store, now: clock });
  const bearer = (memberId: string): string => {
    const member = store.read().members.find((candidate) => candidate.member_id === memberId);
    if (!member) throw new Error(`no fixture member ${memberId}`);
    return `Bearer ${issueToken(member, settings, clock())}`;
  };
  const setNow = (date: Date): void => {
    if (!options.now) throw new Error('setNow needs an app made with a fixed now');
    now = date;
  };
  const callAs = (memberId: string, purpose: Purpose, body: unknown): request.Test =>
    callRpc({ app, settings }, purpose, body, bearer(memberId));
  return { app, store, settings, bearer, setNow, callAs };
};

/**
 * POSTs `body` to the configured path of `purpose`, with `Authorization` when given and the
 * `Cookie` header a browser would send (`cookiesOf` an earlier answer) when given.
 */
export const callRpc = (
  { app, settings }: Pick<TestApp, 'app' | 'settings'>,
  purpose: Purpose,
  body: unknown,
  authorization?: string,
  cookie?: string,
): request.Test => {
  const req = request(app).post(settings.api[purpose]).set('Content-Type', 'application/json');
  if (authorization) req.set('Authorization', authorization);
  if (cookie) req.set('Cookie', cookie);
  return req.send(JSON.stringify(body));
};

/**
 * A call's context for running domain code without HTTP: `fields` plus a caller with no cookies,
 * no Idempotency-Key, a Chinese page, a fresh guest giving allowance and the public origin.
 */
export const testContext = (
  fields: Pick<RpcContext, 'store' | 'member' | 'clientKey' | 'now' | 'settings' | 'lookupLimiter'>,
): RpcContext => ({
  ...fields,
  guestGivingLimiter: createMissLimiter(fields.settings.limits.guestGivings),
  origin: fields.settings.publicOrigin,
  cookies: {},
  replyCookies: [],
  idempotencyKey: null,
  language: 'zh-TW',
});

/** The `Cookie` header that sends back every cookie `res` set (a browser on the API paths). */
export const cookiesOf = (res: { headers: Record<string, unknown> }): string => {
  const set = res.headers['set-cookie'];
  const list = Array.isArray(set) ? (set as string[]) : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
};
