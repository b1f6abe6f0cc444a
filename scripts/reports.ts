// docs/deploying-a-remote.md: `npm run reports` prints what donors' browsers reported, per remote
// and release: load failures, skew refusals, errors inside the remote, and the 75th percentile of
// each web vital. It reads the reports mock-server keeps beside its data file (DATA_FILE, as the
// server is started with).
import { join } from 'node:path';
import {
  formatSummary,
  readReports,
  reportsFileOf,
  summarise,
} from '@eoffering/deploy/hosting/report-log';

const dataFile = process.env.DATA_FILE ?? join(__dirname, '..', 'mock-server', 'data', 'db.json');

console.log(formatSummary(summarise(readReports(reportsFileOf(dataFile)))));
