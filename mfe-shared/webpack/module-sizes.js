// `npm run bench` says which package each first-visit byte comes from (design.md section 8). The
// browser sees only files; this plugin writes, per emitted JavaScript file, the bytes its modules
// hold grouped by package, so the bench can split each file's gzip size among them.
const fs = require('node:fs');
const path = require('node:path');

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

class ModuleSizesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      const { Compilation, sources } = compiler.webpack;
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const packageOf = packageResolver();
          const files = {};
          for (const chunk of compilation.chunks) {
            const sizes = {};
            const add = (name, bytes) => {
              sizes[name] = (sizes[name] ?? 0) + bytes;
            };
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              for (const part of partsOf(module)) {
                const resource = part.resource;
                add(resource ? packageOf(resource.split('?')[0]) : GENERATED, part.size());
              }
            }
            for (const module of compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)) {
              add(GENERATED, module.size());
            }
            for (const file of chunk.files) if (file.endsWith('.js')) files[file] = sizes;
          }
          compilation.emitAsset(
            MODULE_SIZES_FILE,
            new sources.RawSource(JSON.stringify({ files }, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { MODULE_SIZES_FILE, ModuleSizesPlugin };
