// @ts-check
// Which libraries the apps share at run time, and how (docs/architecture.md). One list for the
// webpack preset (federation `shared`) and for eslint.config.mjs (who may import what).

/**
 * Federation singletons: one instance in the page, negotiated between the shell and the remotes.
 * Subpaths are separate share keys, so `react-dom/client` and `react/jsx-runtime` are listed beside
 * their packages.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@eoffering/shared',
];

/**
 * Libraries that live inside the @eoffering/shared singleton instead of being shared on their own.
 * Only mfe-shared imports them (routing, the translation hook, the bus, the API client), so the
 * page still holds one router, one i18next binding, one bus and one HTTP client, while webpack
 * keeps only the parts mfe-shared uses: a shared module is shipped whole, and shared on their own
 * these four cost about 130 KB gzip of a first visit against the 150 KB budget (docs/architecture.md).
 */
const INSIDE_SHARED = [
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  'rxjs',
  'axios',
];

module.exports = { INSIDE_SHARED, SINGLETONS };
