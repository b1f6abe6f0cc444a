// @ts-check
// A remote's production build borrows the shell's federation bundler runtime
// (./publish-federation-runtime.mjs publishes it).

/**
 * The files of `@module-federation/webpack-bundler-runtime` whose one export a remote's production
 * build reads from the shell (`_FEDERATION_BUNDLER_RUNTIME`, published by
 * ./publish-federation-runtime.mjs) instead of bundling them: about 3.4 KB gzip per remoteEntry.js.
 */
const BUNDLER_RUNTIME_FILES = [
  'attachShareScopeMap',
  'consumes',
  'getSharedFallbackGetter',
  'init',
  'initContainerEntry',
  'initializeSharing',
  'installInitialConsumes',
  'remotes',
];

const BUNDLER_RUNTIME_DIR = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist$/;
const BUNDLER_RUNTIME_FILE = new RegExp(`^\\./(${BUNDLER_RUNTIME_FILES.join('|')})\\.js$`);

/**
 * webpack `externals`: the bundler runtime's own imports of those files become the shell's copy.
 * @param {{ context?: string, request?: string }} data
 * @param {(error?: Error | null, result?: string, type?: 'global') => void} callback
 * @returns {void}
 */
const bundlerRuntimeFromHost = ({ context = '', request = '' }, callback) =>
  BUNDLER_RUNTIME_DIR.test(context) && BUNDLER_RUNTIME_FILE.test(request)
    ? callback(null, '_FEDERATION_BUNDLER_RUNTIME', 'global')
    : callback();

module.exports = { BUNDLER_RUNTIME_FILES, bundlerRuntimeFromHost };
