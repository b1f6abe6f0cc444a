// @ts-check
// `npm start` on a fresh clone must serve something: build the three apps once, then reuse
// the builds until their sources change (a rebuild takes minutes on a small machine).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

const apps = ['mfe-shared', 'shell', 'mfe-giving', 'mfe-member-center'];
const built = ['shell', 'mfe-giving', 'mfe-member-center'];

/**
 * The newest modification time under `dir`, in ms.
 * @param {string} dir
 * @returns {number}
 */
const newest = (dir) => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Not sources: installed packages, builds, and tool output such as the API report's .api-build.
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
};

/** @param {string} app */
const markerOf = (app) => join(app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');

const sourcesChanged = Math.max(...apps.map(newest));
const stale = built.some((app) => {
  const marker = markerOf(app);
  return !existsSync(marker) || statSync(marker).mtimeMs < sourcesChanged;
});

if (stale) {
  console.log('Building the shell and both remotes (first start, or sources changed)…');
  execSync('npm run build', { stdio: 'inherit' });
  // webpack leaves a file it would write unchanged as it was, old date included: without this, a
  // source touched but built to the same files would rebuild at every start.
  const now = new Date();
  for (const app of built) utimesSync(markerOf(app), now, now);
} else {
  console.log('Builds are up to date.');
}
