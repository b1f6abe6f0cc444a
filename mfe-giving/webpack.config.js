const { defineAppConfig } = require('@eoffering/shared/webpack');

// Standalone harness port (README); the shell's dev server uses 3001, the member centre 3003.
const DEV_PORT = 3002;

module.exports = defineAppConfig({
  ...require('./federation.config'),
  dir: __dirname,
  devPort: DEV_PORT,
  // The harness reads config.json, calls the API and shows project images from mock-server.
  devProxy: ['/eoffering/config.json', '/api', '/signin', '/auth', '/media'],
});
