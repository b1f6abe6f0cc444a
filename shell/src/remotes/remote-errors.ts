import type { RemoteKey } from '@eoffering/shared';
import type { Skew } from './version-skew';

/** A remote whose routes could not be loaded: manifest, entry or chunk failed, or a bad module. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';

  constructor(
    readonly remote: RemoteKey,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** docs/security-model.md: a URL or remote that config.json does not list. */
export class RemoteNotAllowedError extends Error {
  override name = 'RemoteNotAllowedError';
}

/**
 * docs/architecture.md, compatibility policy: a remote built against a shared library or
 * federation runtime the page cannot satisfy. It is refused before its entry loads; reloading
 * (a newer shell, or the remote's previous release) is the way forward, not retrying.
 */
export class RemoteSkewError extends Error {
  override name = 'RemoteSkewError';

  constructor(
    readonly remote: string,
    readonly skew: Skew,
  ) {
    super(
      `Remote "${remote}" needs ${skew.what} ${skew.needs}; the page holds ${skew.held || 'none'}`,
    );
  }
}

/** True when the load failed because of version skew, wherever in the cause chain it sits. */
export const isSkew = (error: unknown): boolean => {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof RemoteSkewError) return true;
  }
  return false;
};
