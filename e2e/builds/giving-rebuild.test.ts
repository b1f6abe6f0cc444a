import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import { repoRoot } from '../support/environment';

// README, deploying a remote on its own schedule: the giving team builds only its remote; the
// shell's and the member centre's files stay byte for byte as they were. This journey rewrites
// mfe-giving/dist, so it runs before the journeys that serve that folder: `npm test` builds the
// shell and the member centre, then this test builds the giving remote (scripts/test-all.ts), so
// the check costs no build of its own. After a full `npm run build` it rebuilds the giving remote.

type Fingerprint = Record<string, { sha256: string; mtimeMs: number }>;

/** Every file of a build folder with its content hash and modification time. */
const fingerprint = (dir: string): Fingerprint =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((path) => statSync(join(dir, path)).isFile())
      .map((path) => {
        const file = join(dir, path);
        const sha256 = createHash('sha256').update(readFileSync(file)).digest('hex');
        return [path, { sha256, mtimeMs: statSync(file).mtimeMs }];
      }),
  );

const dist = (app: string) => join(repoRoot, app, 'dist');

/** A production build of one remote takes minutes on two shared cores. */
const BUILD_TIMEOUT_MS = 600_000;

test(
  'building the giving remote rebuilds it alone: the shell and member centre stay as they are',
  () => {
    const givingEntry = join(dist('mfe-giving'), 'remoteEntry.js');
    const shell = fingerprint(dist('shell'));
    const memberCenter = fingerprint(dist('mfe-member-center'));
    // webpack leaves a file whose content has not changed as it is (output.compareBeforeEmit), so
    // the entry goes first (when there is one): finding it proves the giving build ran and wrote it.
    rmSync(givingEntry, { force: true });
    execFileSync('npm', ['run', 'build', '-w', '@eoffering/giving'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    expect(Object.keys(shell).length).toBeGreaterThan(0);
    expect(fingerprint(dist('shell'))).toEqual(shell);
    expect(fingerprint(dist('mfe-member-center'))).toEqual(memberCenter);
    expect(existsSync(givingEntry)).toBe(true);
  },
  BUILD_TIMEOUT_MS,
);
