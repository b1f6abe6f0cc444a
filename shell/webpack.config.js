// @ts-check
const { defineAppConfig } = require('@eoffering/shared/webpack');
const federation = require('./federation.config');

module.exports = defineAppConfig({
  ...federation,
  dir: __dirname,
  devPort: 3001,
  // In development everything but the shell itself comes from mock-server: the API, config.json,
  // the gateway simulator, project images, the main-site pages the app links to, and dev actions.
  devProxy: [
    '/api',
    '/signin',
    '/auth',
    '/gateway',
    '/eoffering/config.json',
    '/eoffering/remotes',
    '/media',
    '/site',
    '/login',
    '/register',
    '/privacy',
    '/password-reset',
    '/member',
    '/dev',
  ],
});
