// @ts-check
// The one webpack preset of every eoffering app (docs/architecture.md). CommonJS: webpack-cli loads it
// without a TypeScript step. Usage and options: ./README.md. Its parts, by concern: where the apps
// live (./app-paths.js), how sources load (./module-rules.js), what the singletons share
// (./sharing.js), the runtime a remote borrows (./federation-runtime.js), production library builds
// (./production-builds.js), minifying (./minify.js), the dev server (./dev-server.js).
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { NormalModuleReplacementPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { APP_BASE_PATH, readConfigUrl } = require('./app-paths');
const { MOCK_SERVER, devServerOf } = require('./dev-server');
const { BUNDLER_RUNTIME_FILES, bundlerRuntimeFromHost } = require('./federation-runtime');
const { assetRule, cssRules, typeScriptRule } = require('./module-rules');
const { minimizers } = require('./minify');
const { ModuleSizesPlugin } = require('./module-sizes');
const { plainEntryConfig } = require('./plain-entry');
const { PreloadBootFilesPlugin } = require('./preload-boot-files');
const { AXIOS_FETCH_ADAPTER, productionAliases } = require('./production-builds');
const { INSIDE_SHARED, SINGLETONS } = require('./shared-libraries');
const { packageNameOf, requiredVersionOf, shareOptionsOf, sharedSingletons } = require('./sharing');

/**
 * What the preset returns: webpack's configuration with `webpack serve`'s options.
 * @typedef {import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }} AppConfiguration
 */
/** @typedef {NonNullable<import('webpack').Configuration['optimization']>} Optimization */
/** @typedef {Exclude<Optimization['splitChunks'], false | undefined>['cacheGroups']} CacheGroups */

/**
 * How the shell's first visit is cut into files (docs/architecture.md). Every file of it is needed
 * before the home page shows, so fewer, larger files compress better and wait less for the
 * browser's six connections: React (react, react-dom and their subpaths, each a shared module with
 * a chunk of its own by default) in one file, and the libraries inside @eoffering/shared in the
 * singleton's file rather than a vendors file beside it (four scripts instead of eight, 1.7 KB
 * gzip less).
 * @type {CacheGroups}
 */
const HOST_BOOT_CHUNKS = {
  defaultVendors: false,
  react: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    name: 'react',
    chunks: 'all',
    enforce: true,
  },
};

/**
 * Builds the webpack configuration of one app.
 * @param {object} options
 * @param {string} options.dir the app's folder (`__dirname` of its webpack.config.js)
 * @param {string} options.name federation container name (`shell`, `giving`, `memberCenter`)
 * @param {Record<string, string>} [options.exposes] exposed modules of a remote (`./routes`)
 * @param {boolean} options.isHost true for the shell
 * @param {number} options.devPort port of `webpack serve` on 127.0.0.1
 * @param {string} [options.publicPath] where the files are served; host default `${APP_BASE_PATH}/`,
 *   remote default `auto` (chunks load next to the manifest, wherever config.json points)
 * @param {'production' | 'development'} [options.mode] default production
 * @param {boolean} [options.sourceMaps] emit separate `.map` files in production (default false)
 * @param {string[]} [options.earlyScripts] scripts built beside the app (`plainEntryConfig`) that its
 *   production page loads `async` before its own, by name (`early` for `early.js`)
 * @returns {AppConfiguration}
 */
const createAppConfig = ({
  dir,
  name,
  exposes,
  isHost,
  devPort,
  publicPath = isHost ? `${APP_BASE_PATH}/` : 'auto',
  mode = 'production',
  sourceMaps = false,
  earlyScripts = [],
}) => {
  const production = mode === 'production';
  // In production a remote runs only under the shell and takes its federation runtime (both its
  // parts) from there; in development it keeps its own, for its standalone harness.
  const runtimeFromHost = !isHost && production;
  // A remote's production build is its container only: its harness page (the `main` entry) would
  // need a federation runtime of its own.
  const hasPage = !runtimeFromHost;
  const htmlTemplate = path.join(dir, 'index.html');
  const hasHtml = hasPage && fs.existsSync(htmlTemplate);

  return {
    mode,
    context: dir,
    // Apps start with `import('./bootstrap')` so shared singletons are negotiated before use.
    entry: hasPage ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: name,
      // A contenthash in an entry name breaks the federation runtime; entries keep fixed names and
      // are served no-cache, chunks carry a hash and are served immutable (docs/architecture.md).
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    // A production build always makes source maps, hidden (no comment points to them): the
    // bench's bytes per package are read from them, and they are emitted only when asked for.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    ...(runtimeFromHost ? { externals: [bundlerRuntimeFromHost] } : {}),
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // rxjs publishes ES2015 classes under this condition (smaller than its default ES5 build).
      conditionNames: ['es2015', '...'],
      alias: production ? productionAliases(dir) : {},
    },
    module: {
      rules: [typeScriptRule(dir, !production || sourceMaps), ...cssRules(production), assetRule],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: exposes ?? {} }),
        shared: sharedSingletons(dir),
        // Booting the shell must not fetch every remote's entry, nor fail when one is down.
        shareStrategy: 'loaded-first',
        ...(isHost
          ? { runtimePlugins: [require.resolve('./publish-federation-runtime.mjs')] }
          : {}),
        manifest: true,
        dts: false,
        experiments: {
          ...(runtimeFromHost ? { externalRuntime: true } : {}),
          optimization: {
            // Browser-only apps: the runtime drops its Node.js loading code (about 2 KB gzip per entry).
            target: 'web',
            // Only the shell loads remotes; a remote's own runtime only negotiates shared modules,
            // so it leaves out remote loading and manifest snapshots.
            disableRemote: !isHost,
          },
        },
      }),
      ...(hasHtml
        ? [
            new HtmlWebpackPlugin({
              template: htmlTemplate,
              chunks: ['main'],
              scriptLoading: 'defer',
            }),
            // A remote's harness page (publicPath `auto`) finds its files only at run time.
            ...(production && publicPath !== 'auto'
              ? [
                  new PreloadBootFilesPlugin({
                    fetches: isHost ? [readConfigUrl()] : [],
                    asyncScripts: earlyScripts.map((script) => `${script}.js`),
                  }),
                ]
              : []),
          ]
        : []),
      new NormalModuleReplacementPlugin(
        AXIOS_FETCH_ADAPTER,
        require.resolve('./axios-fetch-left-out.mjs'),
      ),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].css',
              chunkFilename: '[name].[contenthash:8].css',
            }),
            new ModuleSizesPlugin({ keepSourceMaps: sourceMaps }),
          ]
        : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      minimizer: minimizers(),
      ...(isHost ? { splitChunks: { cacheGroups: HOST_BOOT_CHUNKS } } : {}),
    },
    // Byte budgets are measured gzip by `npm run bench`; webpack's uncompressed hints only add noise.
    performance: { hints: false },
    devServer: devServerOf({ isHost, devPort, publicPath }),
  };
};

/**
 * The export of an app's webpack.config.js: `module.exports = defineAppConfig({...})`. The mode
 * comes from `--mode`; `webpack serve` without it means development.
 * @param {Parameters<typeof createAppConfig>[0]} options
 * @returns {(env?: { WEBPACK_SERVE?: boolean }, argv?: { mode?: 'production' | 'development' }) => AppConfiguration}
 */
const defineAppConfig =
  (options) =>
  (env = {}, argv = {}) =>
    createAppConfig({
      ...options,
      mode: argv.mode ?? options.mode ?? (env.WEBPACK_SERVE ? 'development' : 'production'),
    });

module.exports = {
  APP_BASE_PATH,
  BUNDLER_RUNTIME_FILES,
  INSIDE_SHARED,
  MOCK_SERVER,
  SINGLETONS,
  bundlerRuntimeFromHost,
  createAppConfig,
  defineAppConfig,
  packageNameOf,
  plainEntryConfig,
  requiredVersionOf,
  shareOptionsOf,
  typeScriptRule,
};
