// @ts-check
const { defineAppConfig } = require('@eoffering/shared/webpack');
const { embedConfig, withShadowStylesheet } = require('./webpack/embed-config');

// Standalone harness port (README); the shell's dev server uses 3001, the member centre 3003.
const DEV_PORT = 3002;

const appConfig = defineAppConfig({
  ...require('./federation.config'),
  dir: __dirname,
  devPort: DEV_PORT,
});

// A build writes the remote and the script-tag widget (`embed.js`); the dev server only the remote.
/**
 * @param {{ WEBPACK_SERVE?: boolean }} [env]
 * @param {{ mode?: 'production' | 'development' }} [argv]
 */
module.exports = (env = {}, argv = {}) => {
  const app = { ...withShadowStylesheet(appConfig(env, argv)), name: 'giving' };
  return env.WEBPACK_SERVE
    ? app
    : [app, embedConfig(__dirname, app.mode === 'development' ? 'development' : 'production')];
};
