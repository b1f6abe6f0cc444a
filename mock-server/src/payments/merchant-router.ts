import express from 'express';
import type { Router } from 'express';
import type { AppDeps } from '../core/app-deps';
import { requestOrigin } from '../core/request-origin';
import type { Settings } from '../core/settings';
import { readNotice } from '../gateway/notice';
import type { SignedNotice } from '../gateway/notice';
import type {
  AchPlanRecord,
  GatewayTransactionRecord,
  GivingRecord,
  StoreShape,
} from '../store/collections';
import { applyNotice } from './apply-notice';
import type { NoticeResult } from './apply-notice';
import {
  achResultPageUrl,
  cardlinkErrorPageUrl,
  cardlinkPageUrl,
  resultErrorPageUrl,
  resultPageUrl,
} from './front-end-urls';

/** docs/api-contract.md texts the front end's error pages show. */
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
 * The front-end page a returning browser is sent to for order `ono`. Reads only: a GET return (a
 * redirect, a reload, anyone's typed URL) never writes (docs/security-model.md, 'A GET never
 * writes').
 */
const returnTarget = (
  data: StoreShape,
  settings: Settings,
  ono: string,
  origin: string,
): string => {
  const attempt = data.gateway_transactions.find((record) => record.ono === ono);
  if (!attempt) return resultErrorPageUrl(settings, origin, TRANSACTION_FAILED);
  switch (attempt.kind) {
    case 'card':
    case 'linepay':
      return resultPageUrl(settings, origin, attempt.offering_aid);
    case 'ach':
      return achResultPageUrl(settings, origin, attempt.ach_aid);
    case 'cardlink':
      return attempt.cardlink_aid !== 0
        ? cardlinkPageUrl(settings, origin, attempt.cardlink_aid)
        : cardlinkErrorPageUrl(settings, origin, BINDING_FAILURE[attempt.state]);
  }
};

/** The giving or plan a return would move on: decided by the gateway, its notice not yet in. */
const waitingFor = (
  data: StoreShape,
  ono: string,
): { giving?: GivingRecord; plan?: AchPlanRecord } => {
  const attempt = data.gateway_transactions.find((record) => record.ono === ono);
  if (!attempt || attempt.state === 'open' || attempt.notified_at !== null) return {};
  if (attempt.kind === 'card' || attempt.kind === 'linepay') {
    const giving = data.givings.find((g) => g.offering_aid === attempt.offering_aid);
    return giving?.status === 5 ? { giving } : {};
  }
  if (attempt.kind === 'ach') {
    const plan = data.ach_plans.find((p) => p.ach_aid === attempt.ach_aid);
    return plan?.status === 6 ? { plan } : {};
  }
  return {};
};

/**
 * What the acquirer's return post tells the merchant: the gateway has decided order `ono` and its
 * notice is still on the way, so a giving 5 waiting becomes 1 in progress and a plan 6 waiting
 * becomes 4 (the result page polls, docs/api-contract.md). Nothing here marks anything paid
 * (docs/security-model.md): only the notice does. Use inside `store.update`.
 */
export const noteReturn = (data: StoreShape, ono: string): void => {
  const { giving, plan } = waitingFor(data, ono);
  if (giving) giving.status = 1;
  if (plan) plan.status = 4;
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

  // E.SUN returns the browser with a form post to U, which tells the merchant the gateway has
  // decided; the data file is written only when that changes a status. A GET (a redirect, a
  // reload) only answers where to go.
  router.post('/return/:ono', (req, res) => {
    const ono = String(req.params.ono ?? '');
    const { store } = deps;
    const { giving, plan } = waitingFor(store.read(), ono);
    if (giving || plan) store.update((data) => noteReturn(data, ono));
    res.redirect(
      303,
      returnTarget(store.read(), deps.settings, ono, requestOrigin(req, deps.settings)),
    );
  });
  router.get('/return/:ono', (req, res) => {
    const ono = String(req.params.ono ?? '');
    res.redirect(
      303,
      returnTarget(deps.store.read(), deps.settings, ono, requestOrigin(req, deps.settings)),
    );
  });

  return router;
};
