import { firstScreenSettled } from '@eoffering/shared/boot';

/**
 * How long after the navigation started the app waits at most for early.js's first screen: past
 * the copy's paint on the bench's slow phone, short of leaving a donor without a page when early.js
 * stalls (docs/decisions.md, 'The app starts after the first screen').
 */
const HOLD_AT_MOST_MS = 4_000;

// The page's early script (shell/webpack.config.js, `earlyScripts`); none under the dev server.
const early = document.querySelector<HTMLScriptElement>('script[src$="early.js"]');

// Evaluating React, the shared library and the remote's routes holds the main thread for seconds on
// a slow phone, and would hold the static first screen's paint with it; the files still download
// meanwhile (the page preloads them). Async boundary: federation negotiates the shared singletons
// before any of them is evaluated. The opening page's remote was asked for by early.js (./early.ts).
void firstScreenSettled(early, HOLD_AT_MOST_MS).then(() => import('./bootstrap'));
