import { startOpeningRemote } from '@eoffering/shared/boot';

// The opening page's remote starts downloading now, alongside the shared libraries, rather than
// once the shell has started (docs/architecture.md).
startOpeningRemote();
// Async boundary: federation negotiates the shared singletons before any of them is evaluated.
import('./bootstrap');
