import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import { createStore } from './store';
import { secretsFileFor } from './secrets';
import { loadSettings } from './settings';

describe('per-install secrets', () => {
  let dir: string;
  let dataFile: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'eoffering-secrets-'));
    dataFile = join(dir, 'db.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const secretsOf = (settings: ReturnType<typeof loadSettings>) => [
    settings.jwt.secret,
    settings.gateway.macKey,
    settings.receipts.ownerSecret,
  ];

  it('are generated on first start beside the data file, readable by the owner only', () => {
    const settings = loadSettings({ DATA_FILE: dataFile });
    const file = secretsFileFor(dataFile);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(Object.values(stored)).toEqual(secretsOf(settings));
    expect(settings.gateway.macKey).toMatch(/^[A-Z0-9]{32}$/);
    expect(settings.jwt.secret.length).toBeGreaterThanOrEqual(48);
  });

  it('are kept across a restart and differ between installs', () => {
    const first = secretsOf(loadSettings({ DATA_FILE: dataFile }));
    expect(secretsOf(loadSettings({ DATA_FILE: dataFile }))).toEqual(first);
    const other = secretsOf(loadSettings({ DATA_FILE: join(dir, 'other', 'db.json') }));
    other.forEach((secret, index) => expect(secret).not.toBe(first[index]));
  });

  it('come from the environment when all three are set, and no file is written', () => {
    const settings = loadSettings({
      DATA_FILE: dataFile,
      JWT_SECRET: 'j'.repeat(40),
      GATEWAY_MAC_KEY: 'M'.repeat(32),
      RECEIPT_OWNER_SECRET: 'r'.repeat(40),
    });
    expect(secretsOf(settings)).toEqual(['j'.repeat(40), 'M'.repeat(32), 'r'.repeat(40)]);
    expect(() => statSync(secretsFileFor(dataFile))).toThrow();
  });

  it('refuse to start on an incomplete secrets file instead of replacing it', () => {
    writeFileSync(secretsFileFor(dataFile), JSON.stringify({ jwtSecret: 'short' }));
    expect(() => loadSettings({ DATA_FILE: dataFile })).toThrow(/incomplete/);
  });

  it('an in-memory store gets fresh random secrets every time', () => {
    const a = secretsOf(loadSettings({}, { dataFile: null }));
    const b = secretsOf(loadSettings({}, { dataFile: null }));
    a.forEach((secret, index) => expect(secret).not.toBe(b[index]));
  });
});

describe('the gateway simulator', () => {
  const appWith = (env: Record<string, string>) =>
    createApp({
      settings: loadSettings({ PORT: '3999', ...env }, { dataFile: null }),
      store: createStore(null),
    });

  it('is mounted when the configured gateway is this server', async () => {
    const res = await request(appWith({})).get('/gateway/card');
    expect(res.status).toBe(400);
    expect(res.text).toContain('signed order');
  });

  it('is not mounted when a real acquirer is configured; the merchant endpoints stay', async () => {
    const app = appWith({ GATEWAY_ORIGIN: 'https://acq.example.com' });
    expect((await request(app).get('/gateway/card')).status).toBe(404);
    expect((await request(app).post('/gateway/card').type('form').send({})).status).toBe(404);
    expect((await request(app).get('/gateway/linepay')).status).toBe(404);
    const notice = await request(app).post('/gateway/merchant/notify').type('form').send({});
    expect(notice.status).toBe(400);
    expect(notice.body.RC).toBe('MAC');
  });
});
