import { settleFirstScreen, startOpeningRemote } from '@eoffering/shared/boot';
import { APP_CONTAINER_ID } from './boot/app-container';
import { paintFirstScreen } from './first-screen/static-frame';

// `early.js`, a script of its own that the page loads `async` beside main.js (docs/architecture.md):
// config.json, the opening page's remote manifest and its files are asked for as soon as this small
// file is in, while main.js, React and the shared library still download, and run before the
// main thread is busy evaluating them. The shell's start-up takes the answers. On the home page it
// paints the first screen from the project list before the app has run (docs/decisions.md, 'The
// first screen painted before the app'); the shell's start-up waits until it has (./index.ts).
void paintFirstScreen(startOpeningRemote(), APP_CONTAINER_ID).then(settleFirstScreen, () =>
  settleFirstScreen(false),
);
