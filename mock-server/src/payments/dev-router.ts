import { taipeiIsoToday } from '@eoffering/shared/rules';
import express from 'express';
import type { RequestHandler, Response, Router } from 'express';
import { ERROR_RC } from '@eoffering/shared/contract';
import type { AppDeps } from '../core/app-deps';
import { badRequest, conflict, notFound } from '../core/errors';
import { answerError, sendEnvelope } from '../core/rpc';
import { deliverOwed } from '../gateway/simulator';
import { isDirectLoopbackClient } from '../core/client-address';
import { devActionsOpen } from '../core/settings';
import { expireOverdueTransfers } from '../givings/overdue-transfers';
import { runDebits } from '../recurring/debit-run';
import { receiveTransfer } from './transfer';

type Fields = Record<string, unknown>;

const ok = <T>(res: Response, result: T): void => {
  sendEnvelope(res, 200, { RC: 201, RM: 'success', Result: result });
};

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * In front of every dev action (`/dev/*`, `/dev/db`): a client that is not a direct loopback one
 * (a request nginx forwarded, say) finds no such path.
 */
export const directLoopbackOnly: RequestHandler = (req, res, next) => {
  if (isDirectLoopbackClient(req)) next();
  else noSuchDevAction(res);
};

const noSuchDevAction = (res: Response): void => {
  res
    .status(404)
    .json({ RC: ERROR_RC.notFound, RM: 'Not Found', Result: [{ msg: 'no such call' }] });
};

/**
 * Dev actions of the payment domain, mounted at /dev only in dev mode (docs/architecture.md):
 * a virtual-account transfer arrives; the gateway's delayed notifications arrive; the recurring
 * debits of a day run (and overdue transfers are settled).
 */
export const paymentsDevRouter = (deps: AppDeps): Router => {
  const router = express.Router();

  // Defence in depth: the app mounts this router only while dev actions are open, and guards it
  // with `directLoopbackOnly`.
  router.use((req, res, next) => {
    if (devActionsOpen(deps.settings)) directLoopbackOnly(req, res, next);
    else noSuchDevAction(res);
  });

  /** Body `{ order_info_aid }`: the bank reports the transfer received; the giving becomes 0. */
  router.post('/vacc-received', (req, res) => {
    try {
      const { order_info_aid: orderInfoAid } = (req.body ?? {}) as Fields;
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
      ok(res, { offering_aid: outcome.giving.offering_aid, status: outcome.giving.status });
    } catch (error) {
      answerError(res, error);
    }
  });

  /**
   * The gateway's notifications still owed (held back by GATEWAY_NOTIFY_DELAY_MS) arrive now:
   * the result page of a slow bank's giving can be watched turning final (`delivered`: the orders).
   */
  router.post('/gateway-notices', (_req, res) => {
    try {
      ok(res, { delivered: deliverOwed(deps) });
    } catch (error) {
      answerError(res, error);
    }
  });

  /**
   * Body `{ date?: 'YYYY-MM-DD' }` (default today, Taipei): charges that day's debits once, and
   * settles the transfers whose deadline has passed (`expired`: their giving numbers).
   */
  router.post('/run-debits', (req, res) => {
    try {
      const { date } = (req.body ?? {}) as Fields;
      if (date !== undefined && (typeof date !== 'string' || !DAY.test(date))) {
        throw badRequest(['date: expected YYYY-MM-DD']);
      }
      const now = deps.now();
      const day = typeof date === 'string' ? date : taipeiIsoToday(now);
      const outcome = deps.store.update((data) => ({
        debits: runDebits(data, day, now),
        expired: expireOverdueTransfers(data, now),
      }));
      ok(res, { date: day, ...outcome });
    } catch (error) {
      answerError(res, error);
    }
  });

  return router;
};
