// @ts-check
// Where the apps live, read from mfe-shared's runtime code so the build and the code agree
// (docs/architecture.md).
const fs = require('node:fs');
const path = require('node:path');

const readBasePath = () => {
  // The base path is written once, in mfe-shared's runtime code; the build reads it from there.
  const source = fs.readFileSync(path.join(__dirname, '../src/config/app-base-path.ts'), 'utf8');
  const match = /export const APP_BASE_PATH = '([^']+)'/.exec(source);
  if (!match) throw new Error('APP_BASE_PATH not found in mfe-shared/src/config/app-base-path.ts');
  return match[1] ?? '';
};

/** docs/screens/shell.md: every app is served under this path (`/eoffering`); remotes under `${APP_BASE_PATH}/remotes/`. */
const APP_BASE_PATH = readBasePath();

const readConfigUrl = () => {
  // Written once, as DEFAULT_CONFIG_URL beside the base path; the host page preloads it.
  const source = fs.readFileSync(path.join(__dirname, '../src/config/app-base-path.ts'), 'utf8');
  const match = /export const DEFAULT_CONFIG_URL = `\$\{APP_BASE_PATH\}([^`]+)`/.exec(source);
  if (!match)
    throw new Error('DEFAULT_CONFIG_URL not found in mfe-shared/src/config/app-base-path.ts');
  return `${APP_BASE_PATH}${match[1]}`;
};

module.exports = { APP_BASE_PATH, readConfigUrl };
