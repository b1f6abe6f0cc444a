// @ts-check
const { defineAppConfig, plainEntryConfig } = require('@eoffering/shared/webpack');
const federation = require('./federation.config');

const appConfig = defineAppConfig({
  ...federation,
  dir: __dirname,
  devPort: 3001,
  earlyScripts: ['early'],
});

// A build writes the shell and early.js (./src/early.ts); the dev server only the shell, which then
// asks for config.json and the opening remote itself.
/**
 * @param {{ WEBPACK_SERVE?: boolean }} [env]
 * @param {{ mode?: 'production' | 'development' }} [argv]
 */
module.exports = (env = {}, argv = {}) => {
  const app = { ...appConfig(env, argv), name: 'shell' };
  const mode = app.mode === 'development' ? 'development' : 'production';
  return env.WEBPACK_SERVE
    ? app
    : [
        app,
        plainEntryConfig({
          name: 'early',
          after: 'shell',
          dir: __dirname,
          mode,
          entry: './src/early.ts',
          // The static first screen draws with the shell's and the shared library's classes,
          // whose rules are in the page's boot stylesheets.
          css: 'class-names',
        }),
      ];
};
