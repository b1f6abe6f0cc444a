import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { publishRelease, releaseFolder, switchLive } from '@eoffering/deploy/hosting/releases';
import { repoRoot } from './environment';
import { BEHIND_NGINX, startNginx } from './nginx';
import { startSeededServer, type SeededServer } from './seeded-server';

/** The giving remote's production build, as `npm run build` left it. */
export const givingBuild = join(repoRoot, 'mfe-giving', 'dist');

/** The `@eoffering/shared` release the unchanged shell's build holds. */
export const sharedVersion = (
  JSON.parse(readFileSync(join(repoRoot, 'mfe-shared', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * A portal of the test's own whose remotes are served from a releases folder of its own
 * (docs/deploying-a-remote.md): what a remote team publishes there and names live is what the
 * unchanged shell loads on its next page load.
 */
export interface ReleasePortal {
  /** Where donors open the portal: mock-server itself, or the nginx in front of it. */
  origin: string;
  server: SeededServer;
  releasesDir: string;
  /** Publishes the giving build as `version`; `change` edits the published copy. */
  publishGiving: (version: string, change?: (folder: string) => void) => string;
  goLive: (version: string) => void;
  stop: () => void;
}

/**
 * With `nginxPort`, `npm run serve:nginx` serves the builds and the releases folder on that port
 * (README, production hosting), in front of mock-server on `port`.
 */
export const startReleasePortal = async (
  port: number,
  { nginxPort }: { nginxPort?: number } = {},
): Promise<ReleasePortal> => {
  const releasesDir = mkdtempSync(join(tmpdir(), 'eoffering-e2e-releases-'));
  const releases = { RELEASES_DIR: releasesDir };
  const nginxOrigin = nginxPort === undefined ? null : `http://127.0.0.1:${nginxPort}`;
  // Behind nginx, return URLs lead back through it.
  const server = await startSeededServer(port, {
    ...releases,
    ...(nginxOrigin ? { PUBLIC_ORIGIN: nginxOrigin, ...BEHIND_NGINX } : {}),
  });
  const stopNginx =
    nginxPort === undefined ? () => undefined : await startNginx(nginxPort, port, releases);
  return {
    origin: nginxOrigin ?? server.origin,
    server,
    releasesDir,
    publishGiving: (version, change) => {
      const folder = publishRelease(releasesDir, 'giving', version, givingBuild);
      change?.(folder);
      return folder;
    },
    goLive: (version) => switchLive(releasesDir, 'giving', version),
    stop: () => {
      stopNginx();
      void server.stop();
      rmSync(releasesDir, { recursive: true, force: true });
    },
  };
};

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion: string;
}

/**
 * What a giving build against another `@eoffering/shared` release differs in, where the shell
 * reads it: the version its manifest records for the library, and the range it requires.
 */
export const recordSharedVersion =
  (version: string) =>
  (folder: string): void => {
    const file = join(folder, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared: ManifestShared[] };
    const shared = manifest.shared.find((entry) => entry.name === '@eoffering/shared');
    if (!shared) throw new Error('the giving manifest lists @eoffering/shared');
    shared.version = version;
    shared.requiredVersion = `^${version}`;
    writeFileSync(file, JSON.stringify(manifest, null, 2));
  };

/** Every URL the page fetched, as it goes. */
export const recordRequests = (page: Page): string[] => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
};

export { releaseFolder };
