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

const packageOfNodeModule = (resource) => {
  const parts = resource
    .split(/[\\/]node_modules[\\/]/)
    .pop()
    .split(/[\\/]/);
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
};

/** The package a source file belongs to: its node_modules folder, else the nearest package.json. */
const packageResolver = () => {
  const byDir = new Map();
  const nearestPackage = (dir) => {
    if (byDir.has(dir)) return byDir.get(dir);
    const file = path.join(dir, 'package.json');
    const parent = path.dirname(dir);
    const name = fs.existsSync(file)
      ? JSON.parse(fs.readFileSync(file, 'utf8')).name
      : parent === dir
        ? GENERATED
        : nearestPackage(parent);
    byDir.set(dir, name);
    return name;
  };
  return (resource) =>
    /[\\/]node_modules[\\/]/.test(resource)
      ? packageOfNodeModule(resource)
      : nearestPackage(path.dirname(resource));
};

/** The modules a chunk's module stands for: a concatenated module's parts, else itself. */
const partsOf = (module) => (Array.isArray(module.modules) ? module.modules : [module]);

/**
 * The package a source map's source belongs to: `webpack://shell/../node_modules/x/y.js?abcd` is
 * a file relative to the compiler's context; `webpack://shell/webpack/…` is webpack's runtime.
 */
const sourcePackage = (source, context, packageOf) => {
  const relative = source.replace(/^webpack:\/\/[^/]*\//, '').split('?')[0];
  return relative.startsWith('webpack/') ? GENERATED : packageOf(path.resolve(context, relative));
};

/**
 * Minified bytes per source of one emitted file: each mapping covers its generated text up to the
 * next mapping on the line. Text no mapping covers is returned as `unmapped` (JSON modules, which
 * carry no map, and webpack's glue). Sources are given to the consumer by index: it would
 * normalise `../` away.
 */
const bytesBySource = (code, rawMap) => {
  const lineLengths = code.split('\n').map((line) => line.length);
  const bySource = new Map();
  let mapped = 0;
  let previous = null;
  const close = (end) => {
    if (previous?.source == null) return;
    const source = rawMap.sources[Number(previous.source.slice(1))];
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

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      const { Compilation, sources } = compiler.webpack;
      compilation.hooks.processAssets.tap(
        // After the source maps are made (PROCESS_ASSETS_STAGE_DEV_TOOLING).
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const packageOf = packageResolver();
          const context = compiler.context;
          const files = {};
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              const map = compilation.getAsset(`${file}.map`);
              if (!file.endsWith('.js') || !map) continue;
              const sizes = {};
              const add = (name, bytes) => {
                if (bytes > 0) sizes[name] = (sizes[name] ?? 0) + bytes;
              };
              const code = compilation.getAsset(file).source.source().toString();
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
                  if (part.type !== 'json' || !part.resource) continue;
                  const bytes = Math.min(part.size(), unmapped - json);
                  add(packageOf(part.resource), bytes);
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
