// @ts-check
// Stands in for axios's fetch adapter (lib/adapters/fetch.js) in the apps' builds. The API client
// sends with XMLHttpRequest (`adapter: 'xhr'` in mfe-shared/src/api/transport/http-client.ts); the fetch
// adapter, which axios bundles beside it, is the larger of the two (about 4 KB of a first visit's
// gzip, docs/architecture.md). axios's adapter table reads `getFetch` only: answering null makes it
// report the adapter "not available in the build", as it does its Node.js one in a browser.
export const getFetch = () => null;
