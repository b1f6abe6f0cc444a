import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SourceMapGenerator } from 'source-map-js';

// The webpack preset's own functions (mfe-shared/webpack), loaded the way webpack-cli loads them.
// The shell page's preloads are checked on the build's output by e2e/tests/first-visit.spec.ts.
const load = createRequire(__filename);

type ExternalsCallback = (error?: Error | null, result?: string, type?: string) => void;

const preset = load('@eoffering/shared/webpack') as {
  BUNDLER_RUNTIME_FILES: string[];
  packageNameOf: (request: string) => string;
  requiredVersionOf: (dir: string, packageName: string) => string | undefined;
  shareOptionsOf: (dir: string, request: string) => Record<string, unknown>;
  bundlerRuntimeFromHost: (
    data: { context?: string; request?: string },
    callback: ExternalsCallback,
  ) => void;
};

const moduleSizes = load(
  join(load.resolve('@eoffering/shared/webpack'), '..', 'module-sizes.js'),
) as {
  bytesBySource: (
    code: string,
    map: unknown,
  ) => { bySource: Map<string, number>; unmapped: number };
};

describe('the webpack preset', () => {
  it.each([
    ['react', 'react'],
    ['react/jsx-runtime', 'react'],
    ['react-dom/client', 'react-dom'],
    ['@eoffering/shared', '@eoffering/shared'],
    ['@module-federation/runtime-core/types', '@module-federation/runtime-core'],
  ])('packageNameOf(%s) is %s', (request, expected) => {
    expect(preset.packageNameOf(request)).toBe(expected);
  });

  // docs/architecture.md, compatibility policy: an exact pin is widened to a caret range, so a
  // remote deployed later with a patch release still shares the one instance.
  it.each([
    ['react', '^18.3.1'],
    ['react-dom', '^18.3.1'],
  ])('requiredVersionOf(the shell, %s) is %s', (packageName, expected) => {
    expect(preset.requiredVersionOf(join(__dirname, '..'), packageName)).toBe(expected);
  });

  // docs/architecture.md, compatibility policy: every share is a singleton; @eoffering/shared
  // records the release it was compiled with and requires that one or a later one of its major.
  const library = load('@eoffering/shared/package.json') as { version: string };
  it.each([
    ['react', { singleton: true, requiredVersion: '^18.3.1' }],
    ['react/jsx-runtime', { singleton: true, requiredVersion: '^18.3.1' }],
    ['react-dom/client', { singleton: true, requiredVersion: '^18.3.1' }],
    [
      '@eoffering/shared',
      { singleton: true, version: library.version, requiredVersion: `^${library.version}` },
    ],
  ])('shareOptionsOf(the shell, %s)', (request, expected) => {
    expect(preset.shareOptionsOf(join(__dirname, '..'), request)).toEqual(expected);
  });

  describe("bundlerRuntimeFromHost: a remote's production build reads the bundler runtime from the shell", () => {
    const bundlerDir = join(
      '/app',
      'node_modules',
      '@module-federation',
      'webpack-bundler-runtime',
      'dist',
    );
    const externalOf = (context: string, request: string) => {
      let result: unknown[] = [];
      preset.bundlerRuntimeFromHost({ context, request }, (...args) => (result = args));
      return result;
    };

    it.each(preset.BUNDLER_RUNTIME_FILES)(
      './%s.js inside the bundler runtime: the global the shell publishes',
      (file) => {
        expect(externalOf(bundlerDir, `./${file}.js`)).toEqual([
          null,
          '_FEDERATION_BUNDLER_RUNTIME',
          'global',
        ]);
      },
    );

    it.each([
      ['another file of the runtime', bundlerDir, './index.js'],
      ['the same name outside its dist folder', join(bundlerDir, '..', 'src'), './consumes.js'],
      ['an app file of that name', '/app/src', './init.js'],
    ])('%s is bundled', (_case, context, request) => {
      expect(externalOf(context, request)).toEqual([]);
    });
  });

  it("bytesBySource counts each source's minified bytes from the source map, whatever its source's size", () => {
    const map = new SourceMapGenerator({ file: 'main.js' });
    const library = 'webpack://shell/../node_modules/lib/index.js';
    const app = 'webpack://shell/./src/app.ts';
    for (const [column, source] of [
      [0, library],
      [4, app],
      [7, library],
    ] as const) {
      map.addMapping({ generated: { line: 1, column }, original: { line: 1, column: 0 }, source });
    }
    // Line 2 has no mapping: JSON or webpack's glue.
    const { bySource, unmapped } = moduleSizes.bytesBySource('AAAABBBCC\n{"a":1}', map.toJSON());
    expect(Object.fromEntries(bySource)).toEqual({ [library]: 6, [app]: 3 });
    expect(unmapped).toBe(8);
  });
});
