import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, test } from '@jest/globals';
import { EARLY_SCRIPT } from '@eoffering/shared/hosting';
import { repoRoot } from '../support/environment';

// docs/decisions.md, 'The host names the opening files': the host preloads the shell's early
// script by its name in the shared library; the shell's build must write and load that file, or
// the host would name a script the page never runs.
test("the early script the host names is the one the shell's page loads async", () => {
  const shell = join(repoRoot, 'shell', 'dist');
  const page = readFileSync(join(shell, 'index.html'), 'utf8');
  const asyncScripts = [...page.matchAll(/<script async src="([^"]+)"/g)].map(([, src]) => src);
  expect(asyncScripts).toEqual([EARLY_SCRIPT]);
  expect(existsSync(join(shell, basename(EARLY_SCRIPT)))).toBe(true);
});
