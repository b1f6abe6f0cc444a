// @ts-check
const { defineAppConfig } = require('@eoffering/shared/webpack');

// Standalone harness port (README): shell 3001, giving 3002, member centre 3003, mock-server 3000.
const DEV_PORT = 3003;

module.exports = defineAppConfig({
  ...require('./federation.config'),
  dir: __dirname,
  devPort: DEV_PORT,
});
