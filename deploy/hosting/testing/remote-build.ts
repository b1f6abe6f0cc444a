import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * For tests: a remote build as webpack writes it, in a folder under `root`, marked with `mark` in
 * its manifest and entry, with the build measurements a release leaves out.
 */
export const remoteBuild = (root: string, mark: string): string => {
  const dir = join(root, `build-${mark}`);
  mkdirSync(join(dir, '.stats'), { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ mark }));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${mark} */`);
  writeFileSync(join(dir, '213.0a1b2c3d.js'), `chunk ${mark}`);
  writeFileSync(join(dir, '.stats', 'module-sizes.json'), '{}');
  return dir;
};

/**
 * For a test file of releases: a fresh folder for each test (removed after it), the releases
 * folder inside it, and remote builds made in it.
 */
export const releaseFolderPerTest = () => {
  const folder = {
    root: '',
    releasesDir: '',
    build: (mark: string): string => remoteBuild(folder.root, mark),
  };
  beforeEach(() => {
    folder.root = mkdtempSync(join(tmpdir(), 'eoffering-releases-'));
    folder.releasesDir = join(folder.root, 'releases');
  });
  afterEach(() => rmSync(folder.root, { recursive: true, force: true }));
  return folder;
};
