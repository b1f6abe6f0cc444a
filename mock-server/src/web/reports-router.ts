import express from 'express';
import type { Router } from 'express';
import { z } from 'zod';
import { badRequest, sendError } from '../core/rpc';
import type { Settings } from '../core/settings';
import {
  REPORTS_PATH,
  REPORT_KINDS,
  VITALS,
  createReportLog,
  reportsFileOf,
  type Report,
  type ReportLog,
} from './report-log';

/** A browser's batch: a few reports, each about a remote, none about the donor. */
const batchSchema = z.object({
  reports: z
    .array(
      z.strictObject({
        kind: z.enum(REPORT_KINDS),
        remote: z.string().regex(/^[A-Za-z]{1,40}$/),
        version: z.string().regex(/^[0-9A-Za-z.-]{1,40}$/),
        detail: z.string().max(200).optional(),
        vital: z.enum(VITALS).optional(),
        value: z.number().finite().min(0).max(600_000).optional(),
      }),
    )
    .min(1)
    .max(50),
});

/**
 * POST REPORTS_PATH: what `navigator.sendBeacon` sends (a text/plain JSON body, so no preflight
 * on another origin), kept in a bounded log (docs/deploying-a-remote.md). 204 when kept, 400 with
 * the envelope's error code for anything else.
 */
export const reportsRouter = (
  settings: Settings,
  log: ReportLog = createReportLog(reportsFileOf(settings.dataFile)),
): Router => {
  const router = express.Router();
  router.post(REPORTS_PATH, express.text({ type: 'text/plain', limit: '16kb' }), (req, res) => {
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
  });
  return router;
};
