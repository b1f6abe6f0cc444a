import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

describe('npm start', () => {
  it('refuses to start on a bad environment value, naming it, without a stack trace', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'main.ts')], {
      env: { ...process.env, PORT: 'abc', DATA_FILE: '' },
      encoding: 'utf8',
      // tsx compiles the server's modules first: slow on a busy machine.
      timeout: 55_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr.trim()).toBe('Invalid environment: PORT must be a whole number 1..65535');
  }, 60_000);
});
