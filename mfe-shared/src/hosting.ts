// `@eoffering/shared/hosting`: what a host answering the portal's pages needs of the library, to
// name the page's opening files and answer its first read ahead, inside the page
// (docs/architecture.md, the hosting). Plain functions over config.json's values, no DOM: the host
// runs them in Node, the shell's early script the same rules in the browser.
export {
  EARLY_SCRIPT,
  isHomePath,
  openingPreloads,
  preloadLinkHeader,
  type OpeningPreload,
} from './federation/opening-files';
export { homeReadRequest, pageReadMarkup, type EarlyReadRequest } from './federation/opening-read';
export { addressLanguage, detectLanguage } from './i18n/languages';
