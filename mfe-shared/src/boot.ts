// `@eoffering/shared/boot`: what the shell's early script runs before federation has negotiated the
// shared libraries (docs/architecture.md), and what a remote's first-screen script draws with. Not
// a singleton and nothing stateful: the shell bundles it into early.js and main.js.
export {
  startOpeningRemote,
  takeEarlyConfig,
  takeEarlyManifest,
  type FirstScreenParts,
} from './federation/opening-remote';
export {
  FIRST_SCREEN_ID,
  offerFirstScreenContent,
  offeredFirstScreenContent,
  showFirstScreen,
  staticPageSection,
  takeOverFirstScreen,
  type FirstScreenContent,
} from './federation/first-screen';
export { firstScreenSettled, settleFirstScreen } from './federation/first-screen-settled';
export { staticLanguageToggle } from './federation/static-language-toggle';
export { buttonClassName, type ButtonVariant } from './ui/button-class';
export { APP_BASE_PATH } from './config/app-base-path';
