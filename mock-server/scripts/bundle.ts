// `npm run bundle -w @eoffering/mock-server`: mock-server and the parts of @eoffering/shared it
// imports as one CommonJS file, `bundle/main.cjs`, which plain `node` starts (a folder of its own,
// not `dist`: nothing of it is served to a browser). The end-to-end runs start a fresh server for
// many journeys; without tsx compiling and resolving a hundred modules each time, a start takes
// about 1.1 CPU-s less (docs/architecture.md, the end-to-end servers). Packages from node_modules
// stay outside the bundle and load as they would from the sources.
import { build, type Plugin } from 'esbuild';
import { join } from 'node:path';
import { MOCK_ROOT } from '../src/paths';

export const MOCK_SERVER_BUNDLE = join(MOCK_ROOT, 'bundle', 'main.cjs');

/** Every bare import but the workspace's shared library, which publishes TypeScript sources. */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@eoffering/shared') ? undefined : { path, external: true },
    );
  },
};

export const bundleMockServer = async (): Promise<string> => {
  await build({
    entryPoints: [join(MOCK_ROOT, 'src', 'main.ts')],
    outfile: MOCK_SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    plugins: [packagesOutside],
    logLevel: 'warning',
  });
  return MOCK_SERVER_BUNDLE;
};

if (require.main === module) {
  void bundleMockServer().then((file) => console.log(`mock-server bundled into ${file}`));
}
