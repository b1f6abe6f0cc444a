import type { Root } from 'react-dom/client';
import type { HarnessOptions } from './run-harness';

/**
 * Starts a remote's standalone harness in `container` (see `runHarness`). The harness is its own
 * chunk, fetched on this call only: the shell and the remotes it hosts never download it, although
 * this library is shared whole between them.
 */
export const startHarness = (
  container: HTMLElement,
  options: HarnessOptions,
): Promise<Root | null> =>
  import('./run-harness').then(({ runHarness }) => runHarness(container, options));
