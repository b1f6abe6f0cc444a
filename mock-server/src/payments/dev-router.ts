import { taipeiIsoToday } from '@eoffering/shared/rules';
import express, { type RequestHandler, type Response, type Router } from 'express';
import type { AppDeps } from '../core/app-deps';
import { badRequest, conflict, noSuchCall, notFound } from '../core/errors';
import { envelopeRoute, sendError } from '../core/rpc';
import { deliverOwed } from '../gateway/simulator';
import { isDirectLoopbackClient } from '../core/client-address';
import { devActionsOpen } from '../core/settings';
import { expireOverdueTransfers } from '../givings/overdue-transfers';
import { runDebits } from '../recurring/debit-run';
import { receiveTransfer } from './transfer';

type Fields = Record<string, unknown>;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

// A request nginx forwarded finds no such path (docs/security-model.md, 'Dev actions').
export const directLoopbackOnly: RequestHandler = (req, res, next) => {
  if (isDirectLoopbackClient(req)) next();
  else noSuchDevAction(res);
};

const noSuchDevAction = (res: Response): void => sendError(res, noSuchCall());

// docs/architecture.md, dev actions.
export const paymentsDevRouter = (deps: AppDeps): Router => {
  const router = express.Router();
  const devAction = (path: string, run: (body: Fields) => unknown): void => {
    router.post(
      path,
      envelopeRoute(201, (req) => run((req.body ?? {}) as Fields)),
    );
  };

  // Defence in depth: the app mounts this router only while dev actions are open.
  router.use((req, res, next) => {
    if (devActionsOpen(deps.settings)) directLoopbackOnly(req, res, next);
    else noSuchDevAction(res);
  });

  devAction('/vacc-received', ({ order_info_aid: orderInfoAid }) => {
    if (!Number.isSafeInteger(orderInfoAid) || (orderInfoAid as number) < 1) {
      throw badRequest(['order_info_aid: expected a positive whole number']);
    }
    const now = deps.now();
    // Money after the deadline is not taken: the giving has become 4 abnormal by then.
    const outcome = deps.store.update((data) => {
      expireOverdueTransfers(data, now);
      return receiveTransfer(data, orderInfoAid as number, now);
    });
    if (!outcome.giving) throw notFound();
    if (!outcome.changed) {
      throw conflict(
        'this transfer was already received, its deadline has passed, or its giving is not waiting',
      );
    }
    return { offering_aid: outcome.giving.offering_aid, status: outcome.giving.status };
  });

  // Owed notices (GATEWAY_NOTIFY_DELAY_MS) arrive now: a slow bank's result page turns final.
  devAction('/gateway-notices', () => ({ delivered: deliverOwed(deps) }));

  devAction('/run-debits', ({ date }) => {
    if (date !== undefined && (typeof date !== 'string' || !DAY.test(date))) {
      throw badRequest(['date: expected YYYY-MM-DD']);
    }
    const now = deps.now();
    const day = typeof date === 'string' ? date : taipeiIsoToday(now);
    const outcome = deps.store.update((data) => ({
      debits: runDebits(data, day, now),
      expired: expireOverdueTransfers(data, now),
    }));
    return { date: day, ...outcome };
  });

  return router;
};
