// @ts-check
const { defineAppConfig, plainEntryConfig } = require('@eoffering/shared/webpack');
const { embedConfig, withShadowStylesheet } = require('./webpack/embed-config');

// Standalone harness port (README); the shell's dev server uses 3001, the member centre 3003.
const DEV_PORT = 3002;

const appConfig = defineAppConfig({
  ...require('./federation.config'),
  dir: __dirname,
  devPort: DEV_PORT,
});

// A build writes the remote, the script-tag widget (`embed.js`) and the home page's static cards
// (`first-screen.js` and its `first-screen.css`, which the shell's early script loads: both beside
// the manifest, so they are asked for with it, not after it); the dev server only the remote.
/**
 * @param {{ WEBPACK_SERVE?: boolean }} [env]
 * @param {{ mode?: 'production' | 'development' }} [argv]
 */
module.exports = (env = {}, argv = {}) => {
  const app = { ...withShadowStylesheet(appConfig(env, argv)), name: 'giving' };
  const mode = app.mode === 'development' ? 'development' : 'production';
  return env.WEBPACK_SERVE
    ? app
    : [
        app,
        embedConfig(__dirname, mode),
        plainEntryConfig({
          name: 'first-screen',
          after: 'giving',
          dir: __dirname,
          mode,
          entry: './src/first-screen.ts',
          css: 'stylesheet',
        }),
      ];
};
