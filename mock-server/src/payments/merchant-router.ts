import express from 'express';
import type { Router } from 'express';
import type { AppDeps } from '../core/app-deps';
import { requestOrigin } from '../core/request-origin';
import { readNotice } from '../gateway/notice';
import type { SignedNotice } from '../gateway/notice';
import type { GatewayTransactionRecord, StoreShape } from '../store/records';
import { applyNotice } from './apply-notice';
import type { NoticeResult } from './apply-notice';
import {
  achResultPageUrl,
  cardlinkErrorPageUrl,
  cardlinkPageUrl,
  resultErrorPageUrl,
  resultPageUrl,
} from './front-end-urls';

/** spec 8 texts the front end's error pages show. */
const TRANSACTION_FAILED = 'Transaction failed, canceled or error';
const CARD_BINDING_FAILED = 'card binding failure';

/**
 * The failure page's text per way a binding ended without a card (docs/screens/member-centre.md,
 * card binding): the page explains each case in the member's language from these texts.
 */
const BINDING_FAILURE: Readonly<Record<GatewayTransactionRecord['state'], string>> = {
  open: CARD_BINDING_FAILED,
  approved: CARD_BINDING_FAILED,
  declined: 'card declined by the issuer',
  cancelled: 'card binding cancelled',
  abnormal: 'card binding abnormal',
};

/**
 * The backend's notification endpoint (server to server): the notice must carry the acquirer's
 * MAC; it is applied at most once per order (docs/security-model.md). 'refused' for a bad MAC.
 */
export const receiveNotice = (
  deps: AppDeps,
  fields: Partial<SignedNotice>,
): NoticeResult | 'refused' => {
  const notice = readNotice(fields, deps.settings);
  if (!notice) return 'refused';
  return deps.store.update((data) => applyNotice(data, notice, deps.now()));
};

/**
 * Where the browser lands after a gateway page. Nothing in this request marks anything paid
 * (docs/security-model.md): only the notice does. A giving whose payment the gateway has taken but
 * not yet reported moves from 5 waiting to 1 in progress, so the result page polls (spec 4).
 */
const returnTarget = (deps: AppDeps, ono: string, origin: string): string => {
  const { settings } = deps;
  return deps.store.update((data: StoreShape) => {
    const attempt = data.gateway_transactions.find((record) => record.ono === ono);
    if (!attempt) return resultErrorPageUrl(settings, origin, TRANSACTION_FAILED);
    const pending = attempt.state !== 'open' && attempt.notified_at === null;
    switch (attempt.kind) {
      case 'card':
      case 'linepay': {
        const giving = data.givings.find((g) => g.offering_aid === attempt.offering_aid);
        if (giving && pending && giving.status === 5) giving.status = 1;
        return resultPageUrl(settings, origin, attempt.offering_aid);
      }
      case 'ach': {
        const plan = data.ach_plans.find((p) => p.ach_aid === attempt.ach_aid);
        if (plan && pending && plan.status === 6) plan.status = 4;
        return achResultPageUrl(settings, origin, attempt.ach_aid);
      }
      case 'cardlink':
        return attempt.cardlink_aid !== 0
          ? cardlinkPageUrl(settings, origin, attempt.cardlink_aid)
          : cardlinkErrorPageUrl(settings, origin, BINDING_FAILURE[attempt.state]);
    }
  });
};

/** The merchant side of the gateway, mounted under /gateway/merchant. */
export const merchantRouter = (deps: AppDeps): Router => {
  const router = express.Router();

  router.post('/notify', (req, res) => {
    const body = (req.body ?? {}) as Partial<SignedNotice>;
    const result = receiveNotice(deps, body);
    if (result === 'refused') {
      res.status(400).json({ RC: 'MAC', RM: 'notification refused: MAC check failed' });
    } else if (result === 'unknown') {
      res.status(404).json({ RC: 'ONO', RM: 'unknown order number' });
    } else {
      // A repeat is acknowledged like the first, so the acquirer stops resending it.
      res.json({ RC: '00', RM: result === 'applied' ? 'received' : 'already received' });
    }
  });

  // E.SUN returns the browser with a form post to U; a GET is accepted too (redirects, reloads).
  const back: express.RequestHandler = (req, res) => {
    const ono = String(req.params.ono ?? '');
    res.redirect(303, returnTarget(deps, ono, requestOrigin(req, deps.settings)));
  };
  router.get('/return/:ono', back);
  router.post('/return/:ono', back);

  return router;
};
