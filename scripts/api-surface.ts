// docs/architecture.md, compatibility policy: what @eoffering/shared's entries export is kept in
// checked-in API reports (mfe-shared/api/*.api.md, written by API Extractor), and each version of
// the library records the hash of those reports. A changed surface therefore cannot land without
// its report changing, and a changed report cannot land without the version moving.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const SHARED_DIR = join(__dirname, '..', 'mfe-shared');
export const REPORT_DIR = join(SHARED_DIR, 'api');
/** Each released version of the library and the hash of its reports. */
export const SURFACE_VERSIONS_FILE = join(REPORT_DIR, 'surface-versions.json');
export const REPORT_SUFFIX = '.api.md';

/** One public entry of the library: its import path, its TypeScript source, its report's name. */
export interface PublicEntry {
  importPath: string;
  source: string;
  reportName: string;
}

/**
 * The entries of `exports` whose target is TypeScript source: those have a typed surface. The
 * webpack preset (CommonJS, build time) and package.json are not code a remote calls at run time.
 */
export const publicEntries = (exportMap: Record<string, string>): PublicEntry[] =>
  Object.entries(exportMap)
    .filter(([, target]) => target.endsWith('.ts'))
    .map(([subpath, target]) => {
      const rest = subpath === '.' ? 'index' : subpath.replace(/^\.\//, '').replaceAll('/', '-');
      return {
        importPath: subpath === '.' ? '@eoffering/shared' : `@eoffering/shared/${subpath.slice(2)}`,
        source: target.replace(/^\.\//, ''),
        reportName: `${rest}${REPORT_SUFFIX}`,
      };
    });

/** The hash of a set of reports: names and contents, line endings ignored, order of the map ignored. */
export const surfaceHash = (reports: Record<string, string>): string => {
  const hash = createHash('sha256');
  for (const name of Object.keys(reports).sort()) {
    hash.update(`${name}\n${reports[name]?.replace(/\r\n/g, '\n')}\n`);
  }
  return hash.digest('hex');
};

/** The checked-in reports, by file name. */
export const readReports = (dir = REPORT_DIR): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(REPORT_SUFFIX))
      .map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
  );

export type SurfaceVersions = Record<string, string>;

export const readSurfaceVersions = (): SurfaceVersions =>
  JSON.parse(readFileSync(SURFACE_VERSIONS_FILE, 'utf8')) as SurfaceVersions;

export const sharedPackage = (): { version: string; exports: Record<string, string> } =>
  JSON.parse(readFileSync(join(SHARED_DIR, 'package.json'), 'utf8')) as {
    version: string;
    exports: Record<string, string>;
  };

/**
 * The surface record with `hash` for `version`, or why it cannot be: a version already released
 * with another surface must not change (a remote built against it relies on that surface).
 */
export const recordSurface = (
  versions: SurfaceVersions,
  version: string,
  hash: string,
): SurfaceVersions => {
  const recorded = versions[version];
  if (recorded !== undefined && recorded !== hash) {
    throw new Error(
      `@eoffering/shared ${version} already has another API surface. Add a changeset ` +
        '(`npx changeset`: major for a removal or an incompatible change, minor for an addition, ' +
        'patch otherwise), then `npm run version:shared` to bump the version and record the report.',
    );
  }
  return { ...versions, [version]: hash };
};
