// @ts-check
// The one webpack preset of every eoffering app (docs/architecture.md). CommonJS: webpack-cli loads it
// without a TypeScript step. Usage and options: ./README.md.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { NormalModuleReplacementPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ModuleSizesPlugin } = require('./module-sizes');
const { PreloadBootFilesPlugin } = require('./preload-boot-files');
const { INSIDE_SHARED, SINGLETONS } = require('./shared-libraries');

/**
 * What the preset returns: webpack's configuration with `webpack serve`'s options.
 * @typedef {import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }} AppConfiguration
 */
/** @typedef {NonNullable<import('webpack').Configuration['optimization']>} Optimization */
/** @typedef {Exclude<Optimization['splitChunks'], false | undefined>['cacheGroups']} CacheGroups */

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

/** Where mock-server listens in development; the dev servers proxy the backend to it. */
const MOCK_SERVER = 'http://127.0.0.1:3000';

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

/**
 * react-router's package `exports` only name its development build (dev warnings switched on); in
 * production the same files from `dist/production` are used, so no dev-only code ships. Left alone
 * when a future release moves them.
 * @param {string} dir
 * @returns {Record<string, string>}
 */
const productionAliases = (dir) => {
  const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [dir] }));
  const builds = {
    'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
  };
  return Object.values(builds).every((file) => fs.existsSync(file)) ? builds : {};
};

/** axios's fetch adapter, which the builds replace with ./axios-fetch-left-out.mjs. */
const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;

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

/**
 * TypeScript through ts-loader, transpile only: `npm run typecheck` checks types, builds only
 * transpile. Shared with the giving remote's script-tag widget build.
 * @param {string} dir the app's folder (its tsconfig.json)
 * @param {boolean} sourceMap
 */
const typeScriptRule = (dir, sourceMap) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('ts-loader'),
    options: {
      transpileOnly: true,
      configFile: path.join(dir, 'tsconfig.json'),
      compilerOptions: { noEmit: false, sourceMap },
    },
  },
});

/**
 * @param {boolean} production
 * @returns {import('webpack').RuleSetRule[]}
 */
const cssRules = (production) => {
  const extract = production ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
  /** @param {false | Record<string, string | boolean>} modules */
  const cssLoader = (modules) => ({
    loader: require.resolve('css-loader'),
    options: { modules, importLoaders: 0 },
  });
  return [
    {
      test: /\.module\.css$/,
      use: [
        extract,
        cssLoader({
          // Default import (`import styles from './x.module.css'`), class names kept as written.
          namedExport: false,
          exportLocalsConvention: 'as-is',
          localIdentName: production ? '[hash:base64:7]' : '[name]__[local]--[hash:base64:4]',
        }),
      ],
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [extract, cssLoader(false)] },
  ];
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
 * @param {string[]} [options.devProxy] paths the dev server forwards to mock-server
 * @param {boolean} [options.sourceMaps] emit separate `.map` files in production (default false)
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
  devProxy = [],
  sourceMaps = false,
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
      rules: [
        typeScriptRule(dir, !production || sourceMaps),
        ...cssRules(production),
        {
          test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
        },
      ],
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
              ? [new PreloadBootFilesPlugin({ fetches: isHost ? [readConfigUrl()] : [] })]
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
      ...(isHost ? { splitChunks: { cacheGroups: HOST_BOOT_CHUNKS } } : {}),
    },
    // Byte budgets are measured gzip by `npm run bench`; webpack's uncompressed hints only add noise.
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: devPort,
      hot: false,
      liveReload: true,
      // The shell on another port loads a remote's manifest and chunks in development.
      headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: isHost ? { index: `${APP_BASE_PATH}/index.html` } : true,
      devMiddleware: { publicPath: publicPath === 'auto' ? '/' : publicPath },
      proxy: devProxy.length > 0 ? [{ context: devProxy, target: MOCK_SERVER }] : [],
      client: { overlay: { warnings: false } },
    },
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
  requiredVersionOf,
  shareOptionsOf,
  typeScriptRule,
};
