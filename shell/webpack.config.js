const { defineAppConfig } = require('@eoffering/shared/webpack');
const federation = require('./federation.config');

module.exports = defineAppConfig({
  ...federation,
  dir: __dirname,
  devPort: 3001,
  // The backend, config.json and the remotes' builds come from mock-server in development.
  devProxy: [
    '/api',
    '/signin',
    '/auth',
    '/gateway',
    '/eoffering/config.json',
    '/eoffering/remotes',
  ],
});
