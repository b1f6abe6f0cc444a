// @ts-check
// The federation singletons' share options (docs/architecture.md, compatibility policy).
const fs = require('node:fs');
const path = require('node:path');
const { SINGLETONS } = require('./shared-libraries');

/**
 * The npm package a module request names (`react-dom/client` → `react-dom`, `@scope/pkg/x` → `@scope/pkg`).
 * @param {string} request
 * @returns {string}
 */
const packageNameOf = (request) => {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
};

/**
 * @param {string} file
 * @returns {{ name?: string, version?: string, dependencies?: Record<string, string>, devDependencies?: Record<string, string> }}
 */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The version range an app needs: its own package.json dependency, else the installed package's
 * version (`react/jsx-runtime` comes with react). An exact pin is widened to a
 * caret range so a remote deployed later with a patch release still shares the one instance.
 * @param {string} dir
 * @param {string} packageName
 * @returns {string | undefined}
 */
const requiredVersionOf = (dir, packageName) => {
  const { dependencies = {}, devDependencies = {} } = readJson(path.join(dir, 'package.json'));
  const declared =
    dependencies[packageName] ??
    devDependencies[packageName] ??
    readJson(require.resolve(`${packageName}/package.json`, { paths: [dir] })).version;
  return declared !== undefined && /^\d/.test(declared) ? `^${declared}` : declared;
};

/** The package this preset belongs to: the library every app shares (docs/architecture.md). */
const SHARED_LIBRARY = readJson(path.join(__dirname, '../package.json'));

/**
 * A singleton's share options. `@eoffering/shared` is built from this workspace, so every build
 * records the version it was compiled with and requires that release or a later one of the same
 * major (`^x.y.z`): the shell refuses a remote whose claim the page's copy cannot satisfy
 * (docs/architecture.md, compatibility policy). The others follow the app's package.json.
 * @param {string} dir
 * @param {string} request
 */
const shareOptionsOf = (dir, request) =>
  request === SHARED_LIBRARY.name
    ? {
        singleton: true,
        version: SHARED_LIBRARY.version,
        requiredVersion: `^${SHARED_LIBRARY.version}`,
      }
    : { singleton: true, requiredVersion: requiredVersionOf(dir, packageNameOf(request)) };

/** @param {string} dir */
const sharedSingletons = (dir) =>
  Object.fromEntries(SINGLETONS.map((request) => [request, shareOptionsOf(dir, request)]));

module.exports = { packageNameOf, requiredVersionOf, shareOptionsOf, sharedSingletons };
