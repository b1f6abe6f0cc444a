// `@eoffering/shared/boot`: what the shell's entry script runs before federation has negotiated the
// shared libraries (docs/architecture.md). Not a singleton and nothing stateful: the shell bundles
// it into main.js.
export {
  startOpeningRemote,
  takeEarlyConfig,
  takeEarlyManifest,
} from './federation/opening-remote';
