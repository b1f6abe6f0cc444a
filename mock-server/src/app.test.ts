import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from './app';
import { issueToken } from './core/auth';
import { testSettings } from './core/settings';
import { createStore, emptyStore } from './core/store';
import { FIXTURE } from './fixtures/fixture-ids';
import { openStore } from './seed';

describe('the app on a data file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'eoffering-app-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A process on the data file: opens (and on first start seeds) it, as main.ts does. */
  const start = () => {
    const file = join(dir, 'db.json');
    const settings = testSettings({ dataFile: file });
    const app = createApp({ settings, store: openStore(file) });
    const member = createStore(file)
      .read()
      .members.find((m) => m.member_id === FIXTURE.members.wang)!;
    return { app, settings, bearer: `Bearer ${issueToken(member, settings, new Date())}` };
  };

  it('seeds on first start and keeps what was written across a restart', async () => {
    const { app: first, settings, bearer } = start();
    const added = await request(first)
      .post(settings.api.add_invoice_title)
      .set('Authorization', bearer)
      .send({ invoice_title: '重啟測試', invoice_tax_id: '13572462' });
    expect(added.body.RC).toBe(101);

    // A new process: open the same file again; it must not be re-seeded.
    const { app: second } = start();
    const list = await request(second)
      .post(settings.api.get_invoice_title_list)
      .set('Authorization', bearer)
      .send({});
    expect(list.body.Result.map((t: { invoice_title: string }) => t.invoice_title)).toContain(
      '重啟測試',
    );
  });

  it('still refuses a token after a restart once it was logged out', async () => {
    const { app: first, settings, bearer } = start();
    expect(
      (await request(first).post(settings.auth.logout).set('Authorization', bearer)).status,
    ).toBe(200);

    const { app: second } = start();
    const res = await request(second)
      .post(settings.api.get_member_donor_info)
      .set('Authorization', bearer)
      .send({});
    expect(res.status).toBe(401);
  });

  it('opens a data file written before a collection existed, with that collection empty', () => {
    const file = join(dir, 'db.json');
    const older: Record<string, unknown> = { ...emptyStore(), members: [{ member_id: 'm-1' }] };
    delete older.revoked_sign_ins;
    writeFileSync(file, JSON.stringify(older));
    const store = openStore(file);
    expect(store.read().revoked_sign_ins).toEqual([]);
    expect(store.read().members).toHaveLength(1);
  });
});
