// @ts-check
// `npm start` on a fresh clone must serve something: build the three apps once, then reuse
// the builds until their sources change (a rebuild takes minutes on a small machine).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
};

const sourcesChanged = Math.max(...apps.map(newest));
const stale = built.some((app) => {
  const manifest = join(app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
  return !existsSync(manifest) || statSync(manifest).mtimeMs < sourcesChanged;
});

if (stale) {
  console.log('Building the shell and both remotes (first start, or sources changed)…');
  execSync('npm run build', { stdio: 'inherit' });
} else {
  console.log('Builds are up to date.');
}
