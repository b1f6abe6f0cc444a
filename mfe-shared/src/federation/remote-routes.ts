import type { RuntimeConfig } from '../config/runtime-config';
import { ROUTES } from '../routes/route-table';

/** A remote by its key in `config.json` `remotes`. */
export type RemoteKey = keyof RuntimeConfig['remotes'];

const firstSegment = (path: string): string => path.replace(/^\/+/, '').split(/[/?#]/, 1)[0] ?? '';

const isRemote = (owner: string): owner is RemoteKey => owner !== 'shell';

/**
 * Route mounting (docs/architecture.md): the first path segment picks the remote; `''` is the giving
 * home. The segments come from the route table's owners; the shell's own routes (`/faq`) and
 * anything not in the table are the shell's.
 */
const REMOTE_BY_SEGMENT: ReadonlyMap<string, RemoteKey> = new Map(
  Object.values(ROUTES).flatMap((route): [string, RemoteKey][] =>
    isRemote(route.owner) ? [[firstSegment(route.pattern), route.owner]] : [],
  ),
);

const segmentsOf = (remote: RemoteKey): readonly string[] =>
  [...REMOTE_BY_SEGMENT].filter(([, key]) => key === remote).map(([segment]) => segment);

/** Each remote's first path segments, in route-table order. */
export const REMOTE_SEGMENTS: Readonly<Record<RemoteKey, readonly string[]>> = {
  giving: segmentsOf('giving'),
  memberCenter: segmentsOf('memberCenter'),
};

/**
 * The remote that owns a router pathname (relative to the app's basename), or null when the shell
 * renders it itself (FAQ, not-found).
 */
export const remoteForPath = (pathname: string): RemoteKey | null =>
  REMOTE_BY_SEGMENT.get(firstSegment(pathname)) ?? null;
