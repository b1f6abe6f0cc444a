// @ts-check
// How the apps' sources are loaded: TypeScript, CSS (modules and plain), images and fonts.
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

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
 * CSS Modules as the apps name their classes: a default import (`import styles from
 * './x.module.css'`), class names kept as written, hashed from the file's path in production.
 * @param {boolean} production
 * @param {boolean} [classNamesOnly] the names without the rules (a plain script's copy)
 */
const cssModules = (production, classNamesOnly = false) => ({
  namedExport: false,
  exportLocalsConvention: 'as-is',
  localIdentName: production ? '[hash:base64:7]' : '[name]__[local]--[hash:base64:4]',
  exportOnlyLocals: classNamesOnly,
});

/** @param {false | Record<string, string | boolean>} modules */
const cssLoader = (modules) => ({
  loader: require.resolve('css-loader'),
  options: { modules, importLoaders: 0 },
});

/**
 * @param {boolean} production
 * @returns {import('webpack').RuleSetRule[]}
 */
const cssRules = (production) => {
  const extract = production ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
  return [
    { test: /\.module\.css$/, use: [extract, cssLoader(cssModules(production))] },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [extract, cssLoader(false)] },
  ];
};

/**
 * CSS Modules of a plain script that draws with an app's classes before the app has run (the
 * static first screen, docs/architecture.md): the same class names as the app's build (same
 * folder, same names), and with `stylesheet` their rules in a file of its own (a page allows no
 * inline style), else none: the page's stylesheets carry them.
 * @param {boolean} production
 * @param {boolean} stylesheet
 * @returns {import('webpack').RuleSetRule}
 */
const plainScriptCssRule = (production, stylesheet) => ({
  test: /\.module\.css$/,
  use: stylesheet
    ? [MiniCssExtractPlugin.loader, cssLoader(cssModules(production))]
    : cssLoader(cssModules(production, true)),
});

/** Images and fonts: small ones inlined, the rest files of their own. */
const assetRule = {
  test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
  type: 'asset',
  parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
};

module.exports = { assetRule, cssRules, plainScriptCssRule, typeScriptRule };
