import express, { type Request, type RequestHandler, type Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import { clientAddress } from '../core/client-address';
import { MESSAGES, forbidden, tooMany } from '../core/errors';
import { badRequest, sendError } from '../core/rpc';
import type { Settings } from '../core/settings';
import {
  REPORTS_PATH,
  createReportLog,
  reportSchema,
  reportsFileOf,
  type Report,
  type ReportLog,
} from '@eoffering/deploy/hosting/report-log';

const batchSchema = z.object({ reports: z.array(reportSchema).min(1).max(50) });

// `navigator.sendBeacon` sends text/plain JSON (no preflight); docs/security-model.md, 'Reports'.
export const reportsRouter = (
  settings: Settings,
  log: ReportLog = createReportLog(reportsFileOf(settings.dataFile)),
): Router => {
  const router = express.Router();
  const refuse: RequestHandler = (_req, res) => sendError(res, tooMany(MESSAGES.tooManyReports));
  const limit = (
    { max, windowMs }: { max: number; windowMs: number },
    key: (req: Request) => string,
  ) =>
    rateLimit({
      windowMs,
      limit: max,
      keyGenerator: key,
      handler: refuse,
      standardHeaders: false,
      legacyHeaders: false,
      // The client is this server's own rule (core/client-address.ts), not the library's guess.
      validate: false,
    });
  const sameSite: RequestHandler = (req, res, next) => {
    if (settings.publicOrigins.includes(req.get('origin') ?? '')) next();
    else sendError(res, forbidden(MESSAGES.reportsElsewhere));
  };
  const { perClient, overall } = settings.limits.reports;
  router.post(
    REPORTS_PATH,
    sameSite,
    limit(perClient, (req) => `client:${clientAddress(req)}`),
    limit(overall, () => 'all'),
    express.text({ type: 'text/plain', limit: '16kb' }),
    (req, res) => {
      let body: unknown = req.body;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          sendError(res, badRequest(['malformed JSON body']));
          return;
        }
      }
      const parsed = batchSchema.safeParse(body);
      if (!parsed.success) {
        sendError(res, badRequest(['not a batch of reports']));
        return;
      }
      const at = new Date().toISOString();
      log.add(parsed.data.reports.map((report): Report => ({ ...report, at })));
      res.status(204).end();
    },
  );
  return router;
};
