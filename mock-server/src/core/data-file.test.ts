import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import { passwordHash } from '../../test-support/auth-password';
import { FIXTURE } from '../fixtures/fixture-ids';
import { buildFixtures } from '../fixtures';
import { openStore } from '../seed';
import { loadSettings } from './settings';

// docs/security-model.md, 'Stored passwords and the data file'. Shown failing: without the modes
// in store.ts and secrets.ts the folder is 0755 and db.json 0644 under the usual umask 022.

const modeOf = (path: string): number => statSync(path).mode & 0o777;

describe('the data file and its folder', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'eoffering-data-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('are created readable by the owner only (0700 folder, 0600 file), secrets too', () => {
    const file = join(root, 'data', 'db.json');
    loadSettings({ DATA_FILE: file });
    openStore(file);
    expect(modeOf(join(root, 'data'))).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(join(root, 'data', 'secrets.json'))).toBe(0o600);
  });

  it('takes a data file left readable by others back to 0600 on open', () => {
    const file = join(root, 'db.json');
    openStore(file);
    chmodSync(file, 0o644);
    openStore(file);
    expect(modeOf(file)).toBe(0o600);
  });
});

describe('a data file from before scrypt', () => {
  it('keeps members their passwords, the stored SHA-256 replaced by scrypt of it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'eoffering-legacy-'));
    try {
      const file = join(root, 'db.json');
      const data = buildFixtures(new Date());
      const legacy = data.members.map(({ password_hash: _stored, ...member }) => ({
        ...member,
        password_sha256: passwordHash(FIXTURE.password),
      }));
      writeFileSync(file, JSON.stringify({ ...data, members: legacy }));

      const store = openStore(file);
      const [wang] = store.read().members;
      expect(wang).not.toHaveProperty('password_sha256');
      expect(wang!.password_hash).toMatch(/^scrypt\$/);

      const app = createApp({ settings: loadSettings({}, { dataFile: null }), store });
      const signin = (password: string) =>
        request(app).post('/signin').send({ userid: '0912345678', password });
      expect((await signin(passwordHash(FIXTURE.password))).status).toBe(200);
      expect((await signin(passwordHash('nope'))).status).toBe(401);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
