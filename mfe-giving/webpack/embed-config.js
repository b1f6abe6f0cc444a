// @ts-check
// The script-tag widget of any church website (README: embedding the giving widget): one file,
// `embed.js`, beside the remote's build. A plain webpack entry, no federation runtime: the host page
// has none, so @eoffering/shared's pieces it uses are bundled in, tree-shaken to what it reads.
const { plainEntryConfig } = require('@eoffering/shared/webpack');

/** The widget's stylesheet, which both builds import as text for its shadow root. */
const SHADOW_STYLESHEET = /giving-element\.css$/;

/**
 * The widget's stylesheet as text for its shadow root; its @imports are the app's own CSS, class
 * names kept as written (a shadow root needs no CSS Modules).
 * @type {import('webpack').RuleSetRule}
 */
const shadowStylesheetRule = {
  test: SHADOW_STYLESHEET,
  use: [
    {
      loader: require.resolve('css-loader'),
      options: { exportType: 'string', modules: false, importLoaders: 1 },
    },
    require.resolve('./shadow-root-loader'),
  ],
};

/**
 * The remote's build with the widget's stylesheet taken as text (the `./embed` module is the same
 * element as embed.js), kept from the preset's CSS rules, which would put it into the page.
 * @param {import('webpack').Configuration} config the remote's build
 * @returns {import('webpack').Configuration}
 */
const withShadowStylesheet = (config) => ({
  ...config,
  module: {
    ...config.module,
    rules: [
      shadowStylesheetRule,
      ...(config.module?.rules ?? []).map((rule) =>
        rule && typeof rule === 'object' && String(rule.test).includes('css')
          ? {
              ...rule,
              exclude: rule.exclude ? [rule.exclude, SHADOW_STYLESHEET] : [SHADOW_STYLESHEET],
            }
          : rule,
      ),
    ],
  },
});

/**
 * @param {string} dir the giving remote's folder
 * @param {'production' | 'development'} mode
 * @returns {import('webpack').Configuration}
 */
const embedConfig = (dir, mode) =>
  plainEntryConfig({
    name: 'embed',
    after: 'giving',
    dir,
    mode,
    entry: './src/features/embed/embed-script.ts',
    rules: [
      shadowStylesheetRule,
      {
        // The same files when @imported, and @eoffering/shared's global tokens import, which
        // reaches nothing in a shadow root and is dropped.
        test: /\.css$/,
        exclude: SHADOW_STYLESHEET,
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
  });

module.exports = { embedConfig, withShadowStylesheet };
