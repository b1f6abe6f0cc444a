import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { RuntimeConfig } from '@eoffering/shared/contract';
import { MESSAGES } from '../core/errors';
import { testSettings } from '../core/settings';
import { testApp } from '../../test-support/test-app';
import { REPORTS_PATH, readReports, reportsFileOf } from '@eoffering/deploy/hosting/report-log';

// docs/deploying-a-remote.md: failures and web vitals reach the team that deployed.

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'eoffering-reports-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const failure = { kind: 'load-failure', remote: 'giving', version: '1.4.0', detail: 'onLoad: x' };

/** The page's own origin (testSettings' public origin): the only one whose reports are taken. */
const PAGE = 'http://localhost:3000';

describe(`POST ${REPORTS_PATH}`, () => {
  const app = () => testApp({ settings: { dataFile: join(dir, 'db.json') } }).app;

  it('keeps a beacon batch (text/plain JSON) beside the data file and answers 204', async () => {
    const res = await request(app())
      .post(REPORTS_PATH)
      .set('Origin', PAGE)
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
    [
      'a remote that is not one of the page',
      'application/json',
      JSON.stringify({ reports: [{ ...failure, remote: 'elsewhere' }] }),
    ],
    [
      'a version that is not a release',
      'application/json',
      JSON.stringify({ reports: [{ ...failure, version: '1.4' }] }),
    ],
    [
      'a detail too long',
      'application/json',
      JSON.stringify({ reports: [{ ...failure, detail: 'x'.repeat(201) }] }),
    ],
    [
      'a vital without its value',
      'application/json',
      JSON.stringify({
        reports: [{ kind: 'vital', remote: 'shell', version: '1.0.0', vital: 'LCP' }],
      }),
    ],
  ])('refuses %s with 400 and an error code, keeping nothing', async (_case, type, body) => {
    const res = await request(app())
      .post(REPORTS_PATH)
      .set('Origin', PAGE)
      .set('Content-Type', type)
      .send(body);
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

// docs/security-model.md, 'Reports'. Shown failing: any origin and any volume were taken (40
// batches replaced all 1000 kept reports), detail was kept as sent, reports.json was 0644.
describe('the report collector takes only the page, in bounds, in plain words', () => {
  const dataFile = () => join(dir, 'db.json');
  const post = (app: ReturnType<typeof testApp>['app'], body: unknown, origin?: string) => {
    const req = request(app).post(REPORTS_PATH).set('Content-Type', 'text/plain');
    if (origin !== undefined) req.set('Origin', origin);
    return req.send(JSON.stringify(body));
  };

  it.each([[undefined], ['https://evil.example'], ['null']])(
    'refuses a batch from origin %j with 403, keeping nothing',
    async (origin) => {
      const { app } = testApp({ settings: { dataFile: dataFile() } });
      const res = await post(app, { reports: [failure] }, origin);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ RC: 403, Result: [{ msg: MESSAGES.reportsElsewhere }] });
      expect(readReports(reportsFileOf(dataFile()))).toEqual([]);
    },
  );

  it('limits one client to its batches per window; what was kept stays as it was', async () => {
    const { app, settings } = testApp({ settings: { dataFile: dataFile() } });
    const { max } = settings.limits.reports.perClient;
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const batch = {
        reports: Array.from({ length: 50 }, () => ({ ...failure, detail: `n${i}` })),
      };
      statuses.push((await post(app, batch, PAGE)).status);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(max);
    expect(statuses.slice(max).every((status) => status === 429)).toBe(true);
    const kept = readReports(reportsFileOf(dataFile()));
    expect(kept).toHaveLength(max * 50);
    expect(new Set(kept.map((report) => report.detail))).toEqual(
      new Set(Array.from({ length: max }, (_, i) => `n${i}`)),
    );
  });

  it('limits all clients together per window', async () => {
    const { app, settings } = testApp({
      settings: {
        dataFile: dataFile(),
        trustedProxies: ['loopback'],
        limits: {
          ...testSettings().limits,
          reports: {
            perClient: { max: 2, windowMs: 60_000 },
            overall: { max: 5, windowMs: 60_000 },
          },
        },
      },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await request(app)
        .post(REPORTS_PATH)
        .set('Origin', PAGE)
        .set('X-Forwarded-For', `203.0.113.${i}`)
        .send({ reports: [failure] });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    expect(settings.limits.reports.overall.max).toBe(5);
  });

  it('keeps a detail plain and masked, in a file only the server reads', async () => {
    const { app } = testApp({ settings: { dataFile: dataFile() } });
    const detail =
      'onLoad: \u001b[31mred\u001b[0m <img src=x onerror=alert(1)> A123456789 wang@example.org 0912345678';
    expect((await post(app, { reports: [{ ...failure, detail }] }, PAGE)).status).toBe(204);
    const file = reportsFileOf(dataFile()) ?? '';
    const [kept] = readReports(file);
    expect(kept?.detail).toBe(
      'onLoad:  [31mred [0m ‹img src=x onerror=alert(1)› [id] [e-mail] [number]',
    );
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
