import type { RuntimeConfig } from '../config/runtime-config';

/** A remote by its key in `config.json` `remotes`. */
export type RemoteKey = keyof RuntimeConfig['remotes'];

/**
 * Route mounting (team brief): the first path segment picks the remote; `''` is the giving home.
 * `/faq` and anything not listed are the shell's own pages.
 */
export const REMOTE_SEGMENTS: Readonly<Record<RemoteKey, readonly string[]>> = {
  giving: ['', 'project_detail', 'order', 'order_history'],
  memberCenter: ['member_center', 'cardlink', 'cardlink_error'],
};

const REMOTE_BY_SEGMENT: ReadonlyMap<string, RemoteKey> = new Map(
  (Object.entries(REMOTE_SEGMENTS) as [RemoteKey, readonly string[]][]).flatMap(([key, segments]) =>
    segments.map((segment): [string, RemoteKey] => [segment, key]),
  ),
);

/**
 * The remote that owns a router pathname (relative to the `/eoffering` basename), or null when
 * the shell renders it itself (FAQ, not-found).
 */
export const remoteForPath = (pathname: string): RemoteKey | null => {
  const firstSegment = pathname.replace(/^\/+/, '').split(/[/?#]/, 1)[0] ?? '';
  return REMOTE_BY_SEGMENT.get(firstSegment) ?? null;
};
