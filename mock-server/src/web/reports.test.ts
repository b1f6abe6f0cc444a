import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { RuntimeConfig } from '@eoffering/shared/contract';
import { testApp } from '../testing/test-app';
import {
  REPORTS_PATH,
  createReportLog,
  formatSummary,
  p75,
  readReports,
  reportsFileOf,
  summarise,
  type Report,
} from './report-log';

// docs/deploying-a-remote.md: failures and web vitals reach the team that deployed.

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'eoffering-reports-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const failure = { kind: 'load-failure', remote: 'giving', version: '1.4.0', detail: 'onLoad: x' };

describe(`POST ${REPORTS_PATH}`, () => {
  const app = () => testApp({ settings: { dataFile: join(dir, 'db.json') } }).app;

  it('keeps a beacon batch (text/plain JSON) beside the data file and answers 204', async () => {
    const res = await request(app())
      .post(REPORTS_PATH)
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(
        JSON.stringify({
          reports: [
            failure,
            { kind: 'vital', remote: 'shell', version: 'unversioned', vital: 'LCP', value: 1800 },
          ],
        }),
      );
    expect(res.status).toBe(204);
    expect(readReports(reportsFileOf(join(dir, 'db.json')))).toEqual([
      { ...failure, at: expect.any(String) },
      expect.objectContaining({ kind: 'vital', vital: 'LCP', value: 1800 }),
    ]);
  });

  it.each([
    ['not JSON', 'text/plain', 'reports'],
    ['no reports', 'application/json', JSON.stringify({ reports: [] })],
    [
      'an unknown kind',
      'application/json',
      JSON.stringify({ reports: [{ ...failure, kind: 'x' }] }),
    ],
    [
      'a field beyond the report (a donor detail)',
      'application/json',
      JSON.stringify({ reports: [{ ...failure, email: 'a@b.c' }] }),
    ],
    [
      'a remote name that is not a name',
      'application/json',
      JSON.stringify({ reports: [{ ...failure, remote: '<script>' }] }),
    ],
  ])('refuses %s with 400 and an error code, keeping nothing', async (_case, type, body) => {
    const res = await request(app()).post(REPORTS_PATH).set('Content-Type', type).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ RC: expect.any(Number) });
    expect(readReports(reportsFileOf(join(dir, 'db.json')))).toEqual([]);
  });

  it.each([
    [undefined, REPORTS_PATH],
    ['', null],
    ['https://reports.example.org/in', 'https://reports.example.org/in'],
  ])('config.json names the report URL of REPORT_URL=%j: %j', async (setting, url) => {
    const { loadSettings } = await import('../core/settings');
    const settings = loadSettings(setting === undefined ? {} : { REPORT_URL: setting }, {
      dataFile: null,
    });
    const config = (await request(testApp({ settings }).app).get('/eoffering/config.json'))
      .body as RuntimeConfig;
    expect(config.reportUrl).toBe(url);
  });
});

describe('the report log and its summary', () => {
  it('keeps only the last reports', () => {
    const log = createReportLog(join(dir, 'reports.json'), 3);
    const at = '2026-01-01T00:00:00.000Z';
    log.add([1, 2].map((n) => ({ ...failure, detail: String(n), at }) as Report));
    log.add([3, 4].map((n) => ({ ...failure, detail: String(n), at }) as Report));
    expect(log.all().map((report) => report.detail)).toEqual(['2', '3', '4']);
    expect(createReportLog(join(dir, 'reports.json'), 3).all()).toHaveLength(3);
  });

  it.each([
    [[], null],
    [[5], 5],
    [[1, 2, 3, 4], 3],
    [[10, 1, 7, 3, 9, 2, 8, 4], 8],
  ])('p75 of %j is %j', (values, expected) => {
    expect(p75(values)).toBe(expected);
  });

  it('counts failures and takes each vital p75 per remote and release', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const vital = (remote: string, name: 'LCP' | 'CLS', value: number): Report => ({
      kind: 'vital',
      remote,
      version: '1.4.0',
      vital: name,
      value,
      at,
    });
    const reports: Report[] = [
      { ...failure, kind: 'load-failure', at } as Report,
      { ...failure, kind: 'skew', version: '2.0.0', at } as Report,
      { ...failure, kind: 'remote-error', at } as Report,
      vital('giving', 'LCP', 1000),
      vital('giving', 'LCP', 3000),
      vital('giving', 'CLS', 0.1),
    ];
    expect(summarise(reports)).toEqual([
      {
        remote: 'giving',
        version: '1.4.0',
        failures: { 'load-failure': 1, skew: 0, 'remote-error': 1 },
        p75: { LCP: 3000, INP: null, CLS: 0.1 },
        samples: 5,
      },
      {
        remote: 'giving',
        version: '2.0.0',
        failures: { 'load-failure': 0, skew: 1, 'remote-error': 0 },
        p75: { LCP: null, INP: null, CLS: null },
        samples: 1,
      },
    ]);
    const printed = formatSummary(summarise(reports)).split('\n');
    expect(printed[1]).toMatch(/^giving\s+1\.4\.0\s+1\s+0\s+1\s+3000 ms\s+-\s+0\.100$/);
    expect(formatSummary([])).toBe('no reports yet');
  });
});
