import type { Server } from 'node:http';
import express from 'express';
import { verifyToken } from '../../mock-server/src/core/auth';
import { FIXTURE } from '../../mock-server/src/fixtures/fixture-ids';
import { testApp } from '../../mock-server/test-support/test-app';
import { testPort } from '../test-ports';
import { conformance } from './main';
import { RULES } from './rules';

// docs/api-contract.md, 'Conformance': mock-server holds every rule; a backend that breaks one is
// named by it, and the run fails.

const serve = (app: express.Express | ReturnType<typeof testApp>['app'], port: number) =>
  new Promise<Server>((resolve) => {
    const server: Server = app.listen(port, '127.0.0.1', () => resolve(server));
  });

const runAgainst = async (app: Parameters<typeof serve>[0], offset: number) => {
  const server = await serve(app, await testPort(offset));
  try {
    const { port } = server.address() as { port: number };
    return await conformance(['--base', `http://127.0.0.1:${port}`, '--rate-limits']);
  } finally {
    server.close();
  }
};

describe('npm run conformance', () => {
  it('finds every rule held by mock-server, and prints each in its table', async () => {
    const { table, held } = await runAgainst(testApp().app, 12);
    for (const rule of RULES) expect(table).toMatch(new RegExp(`^HELD +${rule.id} `, 'm'));
    expect(table).toContain(`${RULES.length} held, 0 broken, 0 skipped`);
    expect(held).toBe(true);
  });

  it('fails against a backend that skips the ownership check, naming the rule', async () => {
    const real = testApp();
    // Broken on purpose: any signed-in member reads a giving as if it were theirs, as a backend
    // that looked up the giving by number alone would answer.
    const broken = express();
    broken.use(real.settings.api.get_tra_offering_detail, (req, _res, next) => {
      const token = (req.get('authorization') ?? '').replace(/^Bearer /, '');
      if (verifyToken(token, real.settings, new Date())) {
        req.headers.authorization = real.bearer(FIXTURE.members.wang);
      }
      next();
    });
    broken.use(real.app);
    const { table, held } = await runAgainst(broken, 13);
    expect(held).toBe(false);
    expect(table).toMatch(/^BROKEN +ownership +another member asking for a member's giving/m);
    expect(table).toContain('the other member got HTTP 200');
    expect(table).toContain(`${RULES.length - 1} held, 1 broken, 0 skipped`);
  });

  it('skips the rate-limit rules unless asked, and refuses a run without --base', async () => {
    const server = await serve(testApp().app, await testPort(14));
    try {
      const { port } = server.address() as { port: number };
      const { table } = await conformance(['--base', `http://127.0.0.1:${port}`]);
      expect(table).toMatch(/^SKIPPED lookup-limit /m);
    } finally {
      server.close();
    }
    await expect(conformance([])).rejects.toThrow(/^usage: npm run conformance -- --base <url>/);
  });
});
