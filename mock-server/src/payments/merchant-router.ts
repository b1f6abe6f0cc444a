import { ROUTES } from '@eoffering/shared/routes';
import express, { type RequestHandler, type Router } from 'express';
import type { AppDeps } from '../core/app-deps';
import { appPageUrl, requestOrigin } from '../core/request-origin';
import { recordOf } from '../core/store';
import { readNotice, type SignedNotice } from '../gateway/notice';
import type {
  AchPlanRecord,
  GatewayTransactionRecord,
  GivingRecord,
  StoreShape,
} from '../store/collections';
import { applyNotice, type NoticeResult } from './apply-notice';
import messages from './messages.json';

// docs/screens/member-centre.md, card binding.
const BINDING_FAILURE: Readonly<Record<GatewayTransactionRecord['state'], string>> =
  messages.bindingFailure;

export const receiveNotice = (
  deps: AppDeps,
  fields: Partial<SignedNotice>,
): NoticeResult | 'refused' => {
  const notice = readNotice(fields, deps.settings);
  if (!notice) return 'refused';
  return deps.store.update((data) => applyNotice(data, notice, deps.now()));
};

/** The app's page that shows how the gateway order ended. */
const returnPath = (data: StoreShape, ono: string): string => {
  const attempt = recordOf(data, 'gateway_transactions', ono);
  if (!attempt) return ROUTES.givingResultError.build({ errorMsg: messages.transactionFailed });
  switch (attempt.kind) {
    case 'card':
    case 'linepay':
      return ROUTES.givingResult.build({ offeringAid: attempt.offering_aid });
    case 'ach':
      return ROUTES.recurringResult.build({ achAid: attempt.ach_aid });
    case 'cardlink':
      return attempt.cardlink_aid !== 0
        ? ROUTES.cardLink.build({ cardlinkAid: attempt.cardlink_aid })
        : ROUTES.cardLinkError.build({ errorMsg: BINDING_FAILURE[attempt.state] });
  }
};

const waitingFor = (
  data: StoreShape,
  ono: string,
): { giving?: GivingRecord; plan?: AchPlanRecord } => {
  const attempt = recordOf(data, 'gateway_transactions', ono);
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

// Only the notice marks anything paid (docs/security-model.md); the result page polls meanwhile.
export const noteReturn = (data: StoreShape, ono: string): void => {
  const { giving, plan } = waitingFor(data, ono);
  if (giving) giving.status = 1;
  if (plan) plan.status = 4;
};

export const merchantRouter = (deps: AppDeps): Router => {
  const router = express.Router();

  router.post('/notify', (req, res) => {
    const result = receiveNotice(deps, (req.body ?? {}) as Partial<SignedNotice>);
    if (result === 'refused') {
      res.status(400).json({ RC: 'MAC', RM: 'notification refused: MAC check failed' });
    } else if (result === 'unknown') {
      res.status(404).json({ RC: 'ONO', RM: 'unknown order number' });
    } else {
      // A repeat is acknowledged like the first, so the acquirer stops resending it.
      res.json({ RC: '00', RM: result === 'applied' ? 'received' : 'already received' });
    }
  });

  const sendBack: RequestHandler = (req, res) => {
    const path = returnPath(deps.store.read(), String(req.params.ono ?? ''));
    res.redirect(303, appPageUrl(deps.settings, requestOrigin(req, deps.settings), path));
  };
  // E.SUN's return post says the gateway has decided; a GET never writes (docs/security-model.md).
  router.post('/return/:ono', (req, res, next) => {
    const ono = String(req.params.ono ?? '');
    const { giving, plan } = waitingFor(deps.store.read(), ono);
    if (giving || plan) deps.store.update((data) => noteReturn(data, ono));
    sendBack(req, res, next);
  });
  router.get('/return/:ono', sendBack);

  return router;
};
