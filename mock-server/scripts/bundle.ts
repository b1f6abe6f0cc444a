// One CommonJS file plain `node` starts: the end-to-end runs start many servers, each about
// 1.1 CPU-s cheaper than under tsx (docs/architecture.md, the mock server). Not in `dist`: nothing
// of it is served to a browser.
import { build, type Plugin } from 'esbuild';
import { join } from 'node:path';
import { MOCK_ROOT } from '../src/paths';

export const MOCK_SERVER_BUNDLE = join(MOCK_ROOT, 'bundle', 'main.cjs');

/** npm packages load from node_modules; the workspace's own publish TypeScript sources. */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      /^@eoffering\/(shared|deploy)(\/|$)/.test(path) ? undefined : { path, external: true },
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
