// @ts-check
// A script built beside an app without the federation runtime, for a page that loads it before (or
// without) any shared library: the giving widget's embed.js, the shell's early.js.
const path = require('node:path');
const { minimizers } = require('./minify');
const { typeScriptRule } = require('./module-rules');

/**
 * @param {object} options
 * @param {string} options.name the build's and the file's name (`<name>.js`)
 * @param {string} options.after the app build writing the same folder: its `output.clean` empties it
 * @param {string} options.dir the app's folder
 * @param {'production' | 'development'} options.mode
 * @param {string} options.entry the script's source, relative to `dir`
 * @param {import('webpack').RuleSetRule[]} [options.rules] loaders beside TypeScript's
 * @returns {import('webpack').Configuration}
 */
const plainEntryConfig = ({ name, after, dir, mode, entry, rules = [] }) => ({
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
  module: { rules: [typeScriptRule(dir, false), ...rules] },
  optimization: {
    // One request: no chunk to split off.
    splitChunks: false,
    runtimeChunk: false,
    minimizer: minimizers(),
  },
  performance: { hints: false },
});

module.exports = { plainEntryConfig };
