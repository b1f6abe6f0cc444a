import type { RemoteKey } from '@eoffering/shared';

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
