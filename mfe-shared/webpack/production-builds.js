// @ts-check
// Library builds a production bundle takes instead of the ones the packages name by default.
const fs = require('node:fs');
const path = require('node:path');

/**
 * react-router's package `exports` only name its development build (dev warnings switched on); in
 * production the same files from `dist/production` are used, so no dev-only code ships. Left alone
 * when a future release moves them.
 * @param {string} dir
 * @returns {Record<string, string>}
 */
const productionAliases = (dir) => {
  const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [dir] }));
  const builds = {
    'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
  };
  return Object.values(builds).every((file) => fs.existsSync(file)) ? builds : {};
};

/** axios's fetch adapter, which the builds replace with ./axios-fetch-left-out.mjs. */
const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;

module.exports = { AXIOS_FETCH_ADAPTER, productionAliases };
