import { startOpeningRemote } from '@eoffering/shared/boot';

// `early.js`, a script of its own that the page loads `async` beside main.js (docs/architecture.md):
// config.json, the opening page's remote manifest and its files are asked for as soon as this small
// file is in, while main.js, React and the shared library still download, and run before the
// main thread is busy evaluating them. The shell's start-up takes the answers.
startOpeningRemote();
