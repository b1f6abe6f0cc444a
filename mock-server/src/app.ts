import type { Application, ErrorRequestHandler } from 'express';
import jsonServer from 'json-server';
import { authRouter } from './auth/auth-router';
import { appDeps } from './core/app-deps';
import { trustProxySetting } from './core/client-address';
import { noSuchCall } from './core/errors';
import { answerError, bodyErrorHandler, bodyParsers, mountRpcs, sendError } from './core/rpc';
import { devActionsOpen, type Settings } from './core/settings';
import type { Store } from './core/store';
import { gatewayRouter, simulatesGateway } from './gateway/router';
import { guestGivingRpcs } from './givings/guest-givings';
import { memberRpcs } from './member/rpcs';
import { directLoopbackOnly, paymentsDevRouter } from './payments/dev-router';
import { MERCHANT_PATH } from './payments/gateway-orders';
import { merchantRouter } from './payments/merchant-router';
import { paymentRpcs } from './payments/rpcs';
import { pledgeRpcs } from './pledges/rpcs';
import { projectRpcs } from './projects/rpcs';
import { receiptRpcs } from './receipts/rpcs';
import { recurringRpcs } from './recurring/rpcs';
import { siteRouter } from './site/site-router';
import { aliasRedirect } from '@eoffering/deploy/hosting/alias-redirect';
import { embedCors } from '@eoffering/deploy/hosting/embed-cors';
import { reportsRouter } from './reports/reports-router';
import { securityHeaders } from '@eoffering/deploy/hosting/security-headers';
import { staticApps } from '@eoffering/deploy/hosting/static-apps';

export interface AppOptions {
  settings: Settings;
  store: Store;
  now?: () => Date;
}

export const ALL_RPCS = [
  ...projectRpcs,
  ...memberRpcs,
  ...guestGivingRpcs,
  ...paymentRpcs,
  ...recurringRpcs,
  ...receiptRpcs,
  ...pledgeRpcs,
];

export const createApp = ({ settings, store, now = () => new Date() }: AppOptions): Application => {
  const deps = appDeps(settings, store, now);
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(settings));
  app.use(securityHeaders(settings));
  app.use(embedCors(settings));
  app.use(aliasRedirect(settings));
  // Parsed before anything reads req.body (json-server's README and code disagree on this).
  app.use(bodyParsers(settings));
  app.use(bodyErrorHandler);

  app.use(authRouter(deps));
  mountRpcs(app, deps, ALL_RPCS);
  app.post('/api/*', (_req, res) => sendError(res, noSuchCall()));

  app.use(MERCHANT_PATH, merchantRouter(deps));
  // The simulator shares the merchant's MAC key: with a real acquirer nobody may sign notices here.
  if (simulatesGateway(settings)) app.use('/gateway', gatewayRouter(deps));
  if (devActionsOpen(settings)) {
    app.use('/dev', directLoopbackOnly);
    app.use('/dev', paymentsDevRouter(deps));
    app.use('/dev/db', jsonServer.router(store.db));
  }
  app.use(reportsRouter(settings));
  app.use(settings.basePath, staticApps(settings));
  app.use(siteRouter(deps));
  app.use(((error, _req, res, _next) => answerError(res, error)) as ErrorRequestHandler);
  return app;
};
