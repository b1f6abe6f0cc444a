// @ts-check
// A script built beside an app without the federation runtime, for a page that loads it before (or
// without) any shared library: the giving widget's embed.js, the shell's early.js.
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { minimizers } = require('./minify');
const { plainScriptCssRule, typeScriptRule } = require('./module-rules');

/**
 * What a plain script does with the CSS Modules it imports: nothing (none imported), only their
 * class names, as the app's build names them (`class-names`: it draws with the app's classes, whose
 * rules the page has), or also their rules in `<name>.css` beside it (`stylesheet`: the page loads
 * it with the script, before the app's own styles are in).
 * @typedef {'class-names' | 'stylesheet' | undefined} PlainEntryCss
 */

/**
 * @param {PlainEntryCss} css
 * @param {boolean} production
 * @returns {{ rules: import('webpack').RuleSetRule[], plugins: import('webpack').WebpackPluginInstance[] }}
 */
const cssOf = (css, production) => {
  if (!css) return { rules: [], plugins: [] };
  const stylesheet = css === 'stylesheet';
  return {
    rules: [plainScriptCssRule(production, stylesheet)],
    plugins: stylesheet ? [new MiniCssExtractPlugin({ filename: '[name].css' })] : [],
  };
};

/**
 * @param {object} options
 * @param {string} options.name the build's and the file's name (`<name>.js`)
 * @param {string} options.after the app build writing the same folder: its `output.clean` empties it
 * @param {string} options.dir the app's folder
 * @param {'production' | 'development'} options.mode
 * @param {string} options.entry the script's source, relative to `dir`
 * @param {import('webpack').RuleSetRule[]} [options.rules] loaders beside TypeScript's
 * @param {PlainEntryCss} [options.css] what becomes of the CSS Modules it imports
 * @returns {import('webpack').Configuration}
 */
const plainEntryConfig = ({ name, after, dir, mode, entry, rules = [], css }) => {
  const styles = cssOf(css, mode === 'production');
  return {
    name,
    dependencies: [after],
    mode,
    context: dir,
    entry: { [name]: entry },
    output: {
      path: path.join(dir, 'dist'),
      // A fixed name served no-cache, like every entry (docs/architecture.md).
      filename: '[name].js',
      clean: false,
    },
    devtool: false,
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      conditionNames: ['es2015', '...'],
    },
    module: { rules: [typeScriptRule(dir, false), ...styles.rules, ...rules] },
    plugins: styles.plugins,
    optimization: {
      // One request: no chunk to split off.
      splitChunks: false,
      runtimeChunk: false,
      minimizer: minimizers(),
    },
    performance: { hints: false },
  };
};

module.exports = { plainEntryConfig };
