// `@eoffering/shared/boot`: what the shell's early script runs before federation has negotiated the
// shared libraries (docs/architecture.md). Not a singleton and nothing stateful: the shell bundles
// it into early.js and main.js.
export {
  startOpeningRemote,
  takeEarlyConfig,
  takeEarlyManifest,
} from './federation/opening-remote';
