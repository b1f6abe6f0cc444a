// @ts-check
// The entry only does `import('./bootstrap')` (the async boundary federation needs), so a browser
// learns of the bootstrap chunks and the shared libraries behind them only once `main.js` has
// run. Naming them in the HTML lets it fetch them alongside `main.js` instead.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadBootFiles';

/** @typedef {import('webpack').Compilation} Compilation */
/** @typedef {import('webpack').ChunkGroup} ChunkGroup */

/**
 * A string property webpack keeps on some module classes without a typed getter.
 * @param {object} value
 * @param {string} key
 * @returns {string | undefined}
 */
const stringField = (value, key) => {
  const field = /** @type {Record<string, unknown>} */ (value)[key];
  return typeof field === 'string' ? field : undefined;
};

/**
 * The JS and CSS files of the chunk groups the entry imports, and of the shared modules they
 * consume as this app provides them (a host's `loaded-first` strategy picks its own copies, and
 * loads them through the provider's chunk, not the consumer's fallback), following each shared
 * module's own shared imports. Lazy routes further down are left alone.
 * @param {Compilation} compilation
 * @param {string} entryName
 * @returns {string[]}
 */
const bootFiles = (compilation, entryName) => {
  const { chunkGraph } = compilation;
  /** @type {Map<string, ChunkGroup>} */
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module' || !module.blocks[0]) continue;
    const group = chunkGraph.getBlockChunkGroup(module.blocks[0]);
    // The share key: ProvideSharedModule keeps it in `_name` and has no public getter for it.
    const shareKey = stringField(module, '_name');
    if (group && shareKey !== undefined && !providers.has(shareKey)) providers.set(shareKey, group);
  }
  /** @type {Set<ChunkGroup>} */
  const visited = new Set();
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {ChunkGroup | undefined} group */
  const visit = (group) => {
    if (!group || visited.has(group)) return;
    visited.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module' || !('options' in module)) continue;
        const { options } = module;
        const shareKey =
          options && typeof options === 'object' ? stringField(options, 'shareKey') : undefined;
        if (shareKey !== undefined) visit(providers.get(shareKey));
      }
    }
  };
  const entry = compilation.entrypoints.get(entryName);
  if (entry) for (const group of entry.getChildren()) visit(group);
  return [...files].filter((file) => /\.(js|css)$/.test(file)).sort();
};

/**
 * Adds `<link rel="preload">` for the scripts `bootFiles` finds (its styles as stylesheets) to the page of `entryName`, and for
 * `fetches`: URLs the boot code reads with a plain `fetch(url)` (the host's config.json), so they
 * arrive while the scripts download instead of once the scripts have run. `asyncScripts`, files of
 * the same folder built beside the app (the shell's early.js), come first, `async`: they run as
 * soon as they arrive, while the entry's larger files still download.
 */
class PreloadBootFilesPlugin {
  /** @param {{ entryName?: string, fetches?: string[], asyncScripts?: string[] }} [options] */
  constructor({ entryName = 'main', fetches = [], asyncScripts = [] } = {}) {
    this.entryName = entryName;
    this.fetches = fetches;
    this.asyncScripts = asyncScripts;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
        // The boot styles apply from the start rather than once the scripts add them: the static
        // first screen early.js paints is drawn with them (docs/architecture.md), and the chunks'
        // style loader finds these links and adds no second one.
        const links = bootFiles(compilation, this.entryName).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject(
            'link',
            file.endsWith('.css')
              ? { rel: 'stylesheet', href: `${publicPath}${file}` }
              : { rel: 'preload', href: `${publicPath}${file}`, as: 'script' },
          ),
        );
        // crossorigin: a fetch() is a CORS-mode request, and a preload matches only the same mode.
        const fetches = this.fetches.map((href) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href,
            as: 'fetch',
            crossorigin: 'anonymous',
          }),
        );
        const early = this.asyncScripts.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            async: true,
            src: `${publicPath}${file}`,
          }),
        );
        data.headTags.unshift(...early);
        data.headTags.push(...fetches, ...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadBootFilesPlugin };
