// @ts-check
// `npm run bench` says which package each first-visit byte comes from (docs/architecture.md,
// performance). The browser sees only files; this plugin writes, per emitted JavaScript file, the
// bytes each package holds in it, so the bench can split each file's gzip size among them; and the
// files each lazy import() loads, so `npm run budgets` can add up a route's extra from the build
// alone. The bytes are the minified
// ones, read from the build's source map: a module's source size would count what tree shaking
// and minification drop (react-router's source is ten times what ships of it).
const fs = require('node:fs');
const path = require('node:path');
const { SourceMapConsumer } = require('source-map-js');

const PLUGIN = 'ModuleSizes';

/** Where the plugin writes, under the build folder; a dot folder, which mock-server never serves. */
const MODULE_SIZES_FILE = '.stats/module-sizes.json';

/** Code webpack and the federation plugin generate (runtime, share and remote plumbing). */
const GENERATED = 'webpack and federation runtime';

/**
 * The package of a file under node_modules: the folder after the last `node_modules/`.
 * @param {string} resource
 * @returns {string}
 */
const packageOfNodeModule = (resource) => {
  const [first = '', second = ''] = (resource.split(/[\\/]node_modules[\\/]/).pop() ?? '').split(
    /[\\/]/,
  );
  return first.startsWith('@') ? `${first}/${second}` : first;
};

/** The package a source file belongs to: its node_modules folder, else the nearest package.json. */
const packageResolver = () => {
  /** @type {Map<string, string>} */
  const byDir = new Map();
  /**
   * @param {string} dir
   * @returns {string}
   */
  const nearestPackage = (dir) => {
    const known = byDir.get(dir);
    if (known !== undefined) return known;
    const file = path.join(dir, 'package.json');
    const parent = path.dirname(dir);
    /** @type {string} */
    const name = fs.existsSync(file)
      ? JSON.parse(fs.readFileSync(file, 'utf8')).name
      : parent === dir
        ? GENERATED
        : nearestPackage(parent);
    byDir.set(dir, name);
    return name;
  };
  return (/** @type {string} */ resource) =>
    /[\\/]node_modules[\\/]/.test(resource)
      ? packageOfNodeModule(resource)
      : nearestPackage(path.dirname(resource));
};

/**
 * The modules a chunk's module stands for: a concatenated module's parts, else itself.
 * @param {import('webpack').Module} module
 * @returns {import('webpack').Module[]}
 */
const partsOf = (module) =>
  'modules' in module && Array.isArray(module.modules) ? module.modules : [module];

/**
 * The package a source map's source belongs to: `webpack://shell/../node_modules/x/y.js?abcd` is
 * a file relative to the compiler's context; `webpack://shell/webpack/…` is webpack's runtime.
 * @param {string} source
 * @param {string} context
 * @param {(resource: string) => string} packageOf
 */
const sourcePackage = (source, context, packageOf) => {
  const relative = source.replace(/^webpack:\/\/[^/]*\//, '').split('?')[0] ?? '';
  return relative.startsWith('webpack/') ? GENERATED : packageOf(path.resolve(context, relative));
};

/**
 * Minified bytes per source of one emitted file: each mapping covers its generated text up to the
 * next mapping on the line. Text no mapping covers is returned as `unmapped` (JSON modules, which
 * carry no map, and webpack's glue). Sources are given to the consumer by index: it would
 * normalise `../` away.
 * @param {string} code
 * @param {import('source-map-js').RawSourceMap} rawMap
 * @returns {{ bySource: Map<string, number>, unmapped: number }}
 */
const bytesBySource = (code, rawMap) => {
  const lineLengths = code.split('\n').map((line) => line.length);
  /** @type {Map<string, number>} */
  const bySource = new Map();
  let mapped = 0;
  // Typed by a cast: eachMapping's callback assigns it, which the checker does not follow.
  let previous = /** @type {import('source-map-js').MappingItem | null} */ (null);
  /** @param {number} end */
  const close = (end) => {
    if (previous?.source == null) return;
    const source = rawMap.sources[Number(previous.source.slice(1))] ?? '';
    const bytes = end - previous.generatedColumn;
    bySource.set(source, (bySource.get(source) ?? 0) + bytes);
    mapped += bytes;
  };
  const indexed = { ...rawMap, sources: rawMap.sources.map((_, index) => `s${index}`) };
  new SourceMapConsumer(indexed).eachMapping(
    (mapping) => {
      if (previous && previous.generatedLine === mapping.generatedLine) {
        close(mapping.generatedColumn);
      } else if (previous) {
        close(lineLengths[previous.generatedLine - 1] ?? previous.generatedColumn);
      }
      previous = mapping;
    },
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  if (previous) close(lineLengths[previous.generatedLine - 1] ?? previous.generatedColumn);
  return { bySource, unmapped: code.length - mapped };
};

/**
 * What each lazy import() of the build fetches: the JavaScript files of its chunk group, named by
 * the request it was written with. The entry points (and a remote's container) are left out: they
 * load as a page opens, not when a route is reached.
 * @param {import('webpack').Compilation} compilation
 */
const lazyLoadsOf = (compilation) =>
  [...compilation.chunkGroups]
    .filter((group) => !group.isInitial())
    .map((group) => ({
      requests: [...new Set(group.origins.map((origin) => origin.request).filter(Boolean))],
      files: group.getFiles().filter((file) => file.endsWith('.js')),
    }))
    .filter(({ files }) => files.length > 0);

class ModuleSizesPlugin {
  /**
   * @param {object} [options]
   * @param {boolean} [options.keepSourceMaps] emit the build's `.map` files (else they are dropped
   *   once read: a production build serves no source maps unless asked to)
   */
  constructor({ keepSourceMaps = false } = {}) {
    this.keepSourceMaps = keepSourceMaps;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      const { Compilation, sources } = compiler.webpack;
      compilation.hooks.processAssets.tap(
        // After the source maps are made (PROCESS_ASSETS_STAGE_DEV_TOOLING).
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const packageOf = packageResolver();
          const context = compiler.context;
          /** @type {Record<string, Record<string, number>>} */
          const files = {};
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              const map = compilation.getAsset(`${file}.map`);
              const asset = compilation.getAsset(file);
              if (!file.endsWith('.js') || !map || !asset) continue;
              /** @type {Record<string, number>} */
              const sizes = {};
              /**
               * @param {string} name
               * @param {number} bytes
               */
              const add = (name, bytes) => {
                if (bytes > 0) sizes[name] = (sizes[name] ?? 0) + bytes;
              };
              const code = asset.source.source().toString();
              const { bySource, unmapped } = bytesBySource(
                code,
                JSON.parse(map.source.source().toString()),
              );
              for (const [source, bytes] of bySource) {
                add(sourcePackage(source, context, packageOf), bytes);
              }
              // Of the unmapped text, JSON modules (strings, carried whole) belong to their
              // package; the rest is webpack's and the federation plugin's generated code.
              let json = 0;
              for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
                for (const part of partsOf(module)) {
                  const resource = 'resource' in part ? part.resource : undefined;
                  if (part.type !== 'json' || typeof resource !== 'string' || !resource) continue;
                  const bytes = Math.min(part.size(), unmapped - json);
                  add(packageOf(resource), bytes);
                  json += bytes;
                }
              }
              add(GENERATED, unmapped - json);
              files[file] = sizes;
            }
          }
          // The stylesheets' maps too: hidden maps name no file, and none is served unless asked.
          if (!this.keepSourceMaps) {
            for (const { name } of compilation.getAssets()) {
              if (name.endsWith('.map')) compilation.deleteAsset(name);
            }
          }
          compilation.emitAsset(
            MODULE_SIZES_FILE,
            new sources.RawSource(
              JSON.stringify({ files, lazyLoads: lazyLoadsOf(compilation) }, null, 2),
            ),
          );
        },
      );
    });
  }
}

module.exports = { MODULE_SIZES_FILE, ModuleSizesPlugin, bytesBySource };
