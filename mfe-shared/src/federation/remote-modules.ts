import type { ComponentType } from 'react';
import type { Language } from '../i18n/languages';

/**
 * What a remote's `./routes` module exports (docs/architecture.md): a component without props that
 * renders the remote's own `<Routes>` with paths relative to the app root and the shared
 * `NotFound` page for its unmatched paths. The shell mounts it under `path="*"`.
 */
export interface RemoteRoutesModule {
  default: ComponentType;
}

/** Options the main church website passes when it mounts the giving widget. */
export interface EmbedOptions {
  /** Language of the host page; the browser's language when absent. */
  language?: Language;
}

/**
 * What mfe-giving's `./embed` module exports: a widget the main church website (not React, not
 * the shell) mounts into one of its elements. `mount` returns the function that removes it.
 */
export interface RemoteEmbedModule {
  mount: (element: HTMLElement, options?: EmbedOptions) => () => void;
}

/** Exposed module names, as the remotes' federation.config.js list them (without `./`). */
export const EXPOSED = { routes: 'routes', embed: 'embed' } as const;
