// @ts-check
// The script-tag widget of any church website (README: embedding the giving widget): one file,
// `embed.js`, beside the remote's build. A plain webpack entry, no federation runtime: the host page
// has none, so @eoffering/shared's pieces it uses are bundled in, tree-shaken to what it reads.
const path = require('node:path');
const { typeScriptRule } = require('@eoffering/shared/webpack');

/**
 * @param {string} dir the giving remote's folder
 * @param {'production' | 'development'} mode
 * @returns {import('webpack').Configuration}
 */
const embedConfig = (dir, mode) => ({
  name: 'embed',
  // After the remote's build, whose `output.clean` empties the same folder.
  dependencies: ['giving'],
  mode,
  context: dir,
  entry: { embed: './src/features/embed/embed-script.ts' },
  output: {
    path: path.join(dir, 'dist'),
    // A fixed name served no-cache, like every entry (design.md section 2).
    filename: '[name].js',
    clean: false,
  },
  devtool: false,
  resolve: {
    extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    conditionNames: ['es2015', '...'],
  },
  module: {
    rules: [
      typeScriptRule(dir, false),
      {
        // The widget's stylesheet as text for its shadow root; its @imports are the app's own
        // CSS, class names kept as written (a shadow root needs no CSS Modules).
        test: /giving-element\.css$/,
        use: [
          {
            loader: require.resolve('css-loader'),
            options: { exportType: 'string', modules: false, importLoaders: 1 },
          },
          require.resolve('./shadow-root-loader'),
        ],
      },
      {
        // The same files when @imported, and @eoffering/shared's global tokens import, which
        // reaches nothing in a shadow root and is dropped.
        test: /\.css$/,
        exclude: /giving-element\.css$/,
        sideEffects: false,
        use: [
          {
            loader: require.resolve('css-loader'),
            options: { exportType: 'string', modules: false, importLoaders: 1 },
          },
          require.resolve('./shadow-root-loader'),
        ],
      },
    ],
  },
  optimization: {
    // One request: no chunk to split off.
    splitChunks: false,
    runtimeChunk: false,
  },
  performance: { hints: false },
});

module.exports = { embedConfig };
