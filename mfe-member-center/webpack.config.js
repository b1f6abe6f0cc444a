// @ts-check
const { defineAppConfig } = require('@eoffering/shared/webpack');

// Standalone harness port (README): shell 3001, giving 3002, member centre 3003, mock-server 3000.
const DEV_PORT = 3003;

module.exports = defineAppConfig({
  ...require('./federation.config'),
  dir: __dirname,
  devPort: DEV_PORT,
  // The harness reads config.json and calls the API on mock-server as the shell does; the main
  // site's login and profile pages (with their stylesheet) are proxied too, so signing in stores
  // id_token on this origin.
  devProxy: [
    '/eoffering/config.json',
    '/api',
    '/signin',
    '/auth',
    '/login',
    '/register',
    '/privacy',
    '/password-reset',
    '/member/',
    '/site',
  ],
});
