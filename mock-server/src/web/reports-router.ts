import express from 'express';
import type { Router } from 'express';
import { z } from 'zod';
import { clientAddress } from '../core/client-address';
import { MESSAGES, forbidden, tooMany } from '../core/errors';
import { createMissLimiter } from '../core/rate-limit';
import { badRequest, sendError } from '../core/rpc';
import type { Settings } from '../core/settings';
import {
  REPORTS_PATH,
  createReportLog,
  reportSchema,
  reportsFileOf,
  type Report,
  type ReportLog,
} from './report-log';

/** A browser's batch: a few reports, each about a remote, none about the donor. */
const batchSchema = z.object({ reports: z.array(reportSchema).min(1).max(50) });

/**
 * POST REPORTS_PATH: what `navigator.sendBeacon` sends (a text/plain JSON body, so no preflight
 * on another origin), kept in a bounded log (docs/deploying-a-remote.md). Only from the page's
 * own origins, `settings.limits.reports` batches per client and in all per window, every field
 * validated and a failure's detail masked (docs/security-model.md, 'Reports'). 204 when kept, 403,
 * 429 or 400 with the envelope's error code for anything else.
 */
export const reportsRouter = (
  settings: Settings,
  log: ReportLog = createReportLog(reportsFileOf(settings.dataFile)),
): Router => {
  const router = express.Router();
  const perClient = createMissLimiter(settings.limits.reports.perClient);
  const overall = createMissLimiter(settings.limits.reports.overall);
  router.post(REPORTS_PATH, express.text({ type: 'text/plain', limit: '16kb' }), (req, res) => {
    if (!settings.publicOrigins.includes(req.get('origin') ?? '')) {
      sendError(res, forbidden(MESSAGES.reportsElsewhere));
      return;
    }
    const client = `client:${clientAddress(req)}`;
    const now = new Date();
    if (perClient.blocked(client, now) || overall.blocked('all', now)) {
      sendError(res, tooMany(MESSAGES.tooManyReports));
      return;
    }
    perClient.miss(client, now);
    overall.miss('all', now);
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
    const at = now.toISOString();
    log.add(parsed.data.reports.map((report): Report => ({ ...report, at })));
    res.status(204).end();
  });
  return router;
};
