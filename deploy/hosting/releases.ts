import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RuntimeConfig } from '@eoffering/shared/contract';
import { REPO_ROOT } from './paths';

// docs/deploying-a-remote.md.

export type RemoteName = keyof RuntimeConfig['remotes'];

export const REMOTE_FOLDERS = {
  giving: 'giving',
  memberCenter: 'member-center',
} as const satisfies Record<RemoteName, string>;

export const isRemoteName = (value: string): value is RemoteName =>
  Object.hasOwn(REMOTE_FOLDERS, value);

export const RELEASE_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?$/;

export const RELEASE_FILE = new RegExp(
  `^/(?:${Object.values(REMOTE_FOLDERS).join('|')})/\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.]+)?/`,
);

export const LIVE_FILE = 'live.json';

export const releasesDirOf = (env: Record<string, string | undefined>): string =>
  resolve(env.RELEASES_DIR ?? join(REPO_ROOT, 'releases'));

export type LiveReleases = Partial<Record<RemoteName, string>>;

export const readLive = (releasesDir: string): LiveReleases => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(join(releasesDir, LIVE_FILE), 'utf8'));
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      ([remote, version]) =>
        isRemoteName(remote) && typeof version === 'string' && RELEASE_VERSION.test(version),
    ),
  );
};

export const releaseFolder = (releasesDir: string, remote: RemoteName, version: string): string =>
  join(releasesDir, REMOTE_FOLDERS[remote], version);

const MANIFEST = 'mf-manifest.json';

const byVersion = (a: string, b: string): number =>
  a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

export const listReleases = (releasesDir: string, remote: RemoteName): string[] => {
  const dir = join(releasesDir, REMOTE_FOLDERS[remote]);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && RELEASE_VERSION.test(entry.name))
    .filter((entry) => existsSync(join(dir, entry.name, MANIFEST)))
    .map((entry) => entry.name)
    .sort(byVersion);
};

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/** A published release never changes: its chunks are cached for a year. */
export const publishRelease = (
  releasesDir: string,
  remote: RemoteName,
  version: string,
  buildDir: string,
): string => {
  if (!RELEASE_VERSION.test(version)) {
    throw new ReleaseError(`"${version}" is not a release version (like 2.4.0)`);
  }
  if (!existsSync(join(buildDir, MANIFEST))) {
    throw new ReleaseError(`${buildDir} holds no ${MANIFEST}: build the remote first`);
  }
  const target = releaseFolder(releasesDir, remote, version);
  if (existsSync(target)) {
    throw new ReleaseError(
      `${remote} ${version} is published already; give the build a new version`,
    );
  }
  mkdirSync(target, { recursive: true });
  cpSync(buildDir, target, {
    recursive: true,
    filter: (source) => !source.split(/[\\/]/).includes('.stats'),
  });
  return target;
};

export const switchLive = (releasesDir: string, remote: RemoteName, version: string): void => {
  if (!listReleases(releasesDir, remote).includes(version)) {
    throw new ReleaseError(`${remote} ${version} is not published in ${releasesDir}`);
  }
  const live = { ...readLive(releasesDir), [remote]: version };
  writeFileSync(join(releasesDir, LIVE_FILE), `${JSON.stringify(live, null, 2)}\n`);
};

/** A manifest URL set in the environment (a CDN) wins over `live.json`. */
export const liveManifestUrl = (
  basePath: string,
  remote: RemoteName,
  configured: string,
  live: LiveReleases,
): string => {
  const folder = `${basePath}/remotes/${REMOTE_FOLDERS[remote]}`;
  const version = live[remote];
  return version && configured === `${folder}/${MANIFEST}`
    ? `${folder}/${version}/${MANIFEST}`
    : configured;
};
