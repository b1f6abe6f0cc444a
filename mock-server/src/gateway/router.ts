import { recordOf } from '../core/store';
import { taipeiIsoToday } from '@eoffering/shared/rules';
import express, { type Request, type Response, type Router } from 'express';
import type { AppDeps } from '../core/app-deps';
import type { Settings } from '../core/settings';
import type { GatewayOutcome } from './notice';
import { readOrderForm, type GatewayOrder } from './order-form';
import { alreadyDecidedPage, cardPage, linePayPage, refusalPage } from './pages';
import type { CardError, Refusal, SignedOrder } from './pages';
import { decide, redeliverPending, scheduleDelivery, type UsedCard } from './simulator';
import { findTestCard, maskedPan } from './test-cards';
import { sourceFile } from '../paths';

type Fields = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const sendPage = (res: Response, status: number, markup: string): void => {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(markup);
};

const refuse = (res: Response, reason: Refusal): void => sendPage(res, 400, refusalPage(reason));

const expiryMonth = (typed: string, today: string): string | null => {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(typed.trim());
  if (!match) return null;
  const exym = `20${match[2]}${match[1]}`;
  return Number(exym) >= Number(today.slice(0, 7).replace('-', '')) ? exym : null;
};

const typedCard = (
  fields: Fields,
  today: string,
): { card: UsedCard; outcome: GatewayOutcome } | { error: CardError } => {
  const testCard = findTestCard(text(fields.card_no));
  if (!testCard) return { error: 'unknownCard' };
  const exym = expiryMonth(text(fields.expiry), today);
  if (!exym) return { error: 'expiry' };
  if (!/^\d{3,4}$/.test(text(fields.cvc))) return { error: 'securityCode' };
  return { card: { AN: maskedPan(testCard.number), EXYM: exym }, outcome: testCard.outcome };
};

export const simulatesGateway = (settings: Settings): boolean =>
  settings.publicOrigins.includes(settings.gateway.origin);

// The merchant's endpoints (`merchantRouter`) are the backend's and are mounted on their own.
export const gatewayRouter = (deps: AppDeps): Router => {
  const router = express.Router();
  const delayMs = deps.settings.gateway.notifyDelayMs;
  redeliverPending(deps, delayMs);

  router.get('/gateway.css', (_req, res) => {
    res.type('css').set('Cache-Control', 'no-cache').sendFile(sourceFile('gateway', 'gateway.css'));
  });

  const verified = (req: Request, res: Response, requireKsn: boolean): SignedOrder | null => {
    const fields = { ...(req.query as Fields), ...((req.body ?? {}) as Fields) };
    const check = readOrderForm(fields, deps.settings, requireKsn);
    if (!check.ok) {
      refuse(res, check.reason);
      return null;
    }
    const known = recordOf(deps.store.read(), 'gateway_transactions', check.order.ONO);
    if (!known) {
      refuse(res, 'unknownOrder');
      return null;
    }
    if (known.state !== 'open') {
      sendPage(res, 409, alreadyDecidedPage(check.order.U));
      return null;
    }
    return { order: check.order, data: text(fields.data), mac: text(fields.mac) };
  };

  const conclude = (
    res: Response,
    order: GatewayOrder,
    outcome: GatewayOutcome,
    card: UsedCard | null,
  ): void => {
    const decision = decide(deps, order.ONO, outcome, card);
    if (decision.kind === 'unknown') refuse(res, 'unknownOrder');
    else if (decision.kind === 'repeat') sendPage(res, 409, alreadyDecidedPage(order.U));
    else {
      // A card binding's result page reads the new card at once, so its notice is not delayed.
      scheduleDelivery(deps, order.ONO, decision.bindsCard ? 0 : delayMs);
      res.redirect(303, order.U);
    }
  };

  router.post('/card', (req, res) => {
    const signed = verified(req, res, true);
    if (signed) sendPage(res, 200, cardPage(signed));
  });

  router.post('/card/choose', (req, res) => {
    const signed = verified(req, res, true);
    if (!signed) return;
    const fields = (req.body ?? {}) as Fields;
    if (fields.action === 'cancel') {
      conclude(res, signed.order, 'cancelled', null);
      return;
    }
    const typed = typedCard(fields, taipeiIsoToday(deps.now()));
    if ('error' in typed) {
      sendPage(
        res,
        422,
        cardPage(signed, {
          cardNo: text(fields.card_no),
          expiry: text(fields.expiry),
          error: typed.error,
        }),
      );
      return;
    }
    conclude(res, signed.order, typed.outcome, typed.card);
  });

  router.get('/linepay', (req, res) => {
    const signed = verified(req, res, false);
    if (signed) sendPage(res, 200, linePayPage(signed));
  });

  const LINE_PAY_OUTCOMES: Record<string, GatewayOutcome> = {
    approve: 'approved',
    decline: 'declined',
    cancel: 'cancelled',
  };
  router.post('/linepay/choose', (req, res) => {
    const signed = verified(req, res, false);
    if (!signed) return;
    const outcome = LINE_PAY_OUTCOMES[text(((req.body ?? {}) as Fields).action)];
    if (!outcome) {
      refuse(res, 'unknownChoice');
      return;
    }
    conclude(res, signed.order, outcome, null);
  });

  // Reached without the merchant's form (typed URL, bookmark): nothing to pay.
  router.get('/card', (_req, res) => refuse(res, 'noOrder'));

  return router;
};
