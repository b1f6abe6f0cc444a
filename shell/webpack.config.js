// @ts-check
const { defineAppConfig } = require('@eoffering/shared/webpack');
const federation = require('./federation.config');

module.exports = defineAppConfig({
  ...federation,
  dir: __dirname,
  devPort: 3001,
});
