import { APP_BASE_PATH } from '@eoffering/shared';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import type { Configuration } from 'webpack';

// The webpack files are CommonJS, loaded the way webpack-cli loads them.
const load = createRequire(__filename);

// The shell's real webpack configuration, as the shared preset builds it.
const build = (mode: 'production' | 'development'): Configuration => {
  const exported = load('../webpack.config.js') as (
    env: Record<string, unknown>,
    argv: { mode?: string },
  ) => Configuration;
  return exported({}, { mode });
};

const federationOptions = (config: Configuration): Record<string, unknown> => {
  const plugin = config.plugins?.find(
    (item) => item?.constructor.name === 'ModuleFederationPlugin',
  );
  if (!plugin || !('_options' in plugin)) throw new Error('no ModuleFederationPlugin');
  return plugin._options as Record<string, unknown>;
};

describe('shell build (preset)', () => {
  it('serves from the one base path of mfe-shared, with plain entry names and hashed chunks', () => {
    const preset = load('@eoffering/shared/webpack') as { APP_BASE_PATH: string };
    expect(preset.APP_BASE_PATH).toBe(APP_BASE_PATH);
    const { output, devtool, mode } = build('production');
    expect(mode).toBe('production');
    expect(output?.publicPath).toBe(`${APP_BASE_PATH}/`);
    expect(output?.filename).toBe('[name].js');
    expect(output?.chunkFilename).toBe('[name].[contenthash:8].js');
    // Hidden: the bench reads them for its bytes per package; they are not served.
    expect(devtool).toBe('hidden-source-map');
  });

  it("counts each package's minified bytes from the source map, whatever its source's size", () => {
    const presetDir = dirname(load.resolve('@eoffering/shared/webpack'));
    const { bytesBySource } = load(join(presetDir, 'module-sizes.js')) as {
      bytesBySource: (
        code: string,
        map: unknown,
      ) => { bySource: Map<string, number>; unmapped: number };
    };
    const map = new SourceMapGenerator({ file: 'main.js' });
    const library = 'webpack://shell/../node_modules/lib/index.js';
    const app = 'webpack://shell/./src/app.ts';
    for (const [column, source] of [
      [0, library],
      [4, app],
      [7, library],
    ] as const) {
      map.addMapping({
        generated: { line: 1, column },
        original: { line: 1, column: 0 },
        source,
      });
    }
    // Line 2 has no mapping: JSON or webpack's glue.
    const { bySource, unmapped } = bytesBySource('AAAABBBCC\n{"a":1}', map.toJSON());
    expect(Object.fromEntries(bySource)).toEqual({ [library]: 6, [app]: 3 });
    expect(unmapped).toBe(8);
  });

  it('shares react and @eoffering/shared as singletons, with versions from package.json', () => {
    const options = federationOptions(build('production'));
    expect(options).toMatchObject({
      name: 'shell',
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
    });
    const shared = options.shared as Record<
      string,
      { singleton: boolean; requiredVersion: string; eager?: boolean }
    >;
    // design.md 8: router, i18n, rxjs and axios live inside the @eoffering/shared singleton
    // (tree-shaken, one copy in the page); shared on their own they would ship whole.
    expect(Object.keys(shared).sort()).toEqual(
      ['@eoffering/shared', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'].sort(),
    );
    for (const [key, item] of Object.entries(shared)) {
      expect({ key, singleton: item.singleton, eager: item.eager }).toEqual({
        key,
        singleton: true,
        eager: undefined,
      });
      expect(item.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
    expect(shared.react?.requiredVersion).toBe('^18.3.1');
    expect(shared['react/jsx-runtime']?.requiredVersion).toBe('^18.3.1');
    // docs/architecture.md, compatibility policy: the build records the library it compiled.
    const library = load('@eoffering/shared/package.json') as { version: string };
    expect(shared['@eoffering/shared']).toMatchObject({
      version: library.version,
      requiredVersion: `^${library.version}`,
    });
  });

  describe('one federation runtime in the page: the shell publishes it, remotes read it', () => {
    const remoteBuild = (mode: 'production' | 'development'): Configuration => {
      const preset = load('@eoffering/shared/webpack') as {
        createAppConfig: (options: Record<string, unknown>) => Configuration;
      };
      return preset.createAppConfig({
        dir: `${__dirname}/..`,
        name: 'someRemote',
        exposes: { './routes': './src/index.ts' },
        isHost: false,
        devPort: 3999,
        mode,
      });
    };

    it('the shell keeps remote loading and publishes its runtime to the remotes', () => {
      const options = federationOptions(build('production'));
      expect(options.experiments).toEqual({
        optimization: { target: 'web', disableRemote: false },
      });
      expect(options.runtimePlugins).toEqual([
        expect.stringMatching(/mfe-shared[/\\]webpack[/\\]publish-federation-runtime\.mjs$/),
      ]);
      expect(build('production').entry).toEqual({ main: './src/index.ts' });
    });

    it.each([
      {
        mode: 'production' as const,
        experiments: {
          externalRuntime: true,
          optimization: { target: 'web', disableRemote: true },
        },
        entry: {},
      },
      {
        // The standalone harness runs without a shell, so it keeps a runtime of its own.
        mode: 'development' as const,
        experiments: { optimization: { target: 'web', disableRemote: true } },
        entry: { main: './src/index.ts' },
      },
    ])('a remote in $mode: experiments and entries', ({ mode, experiments, entry }) => {
      const remote = remoteBuild(mode);
      const options = federationOptions(remote);
      expect(options.experiments).toEqual(experiments);
      expect(options.runtimePlugins).toBeUndefined();
      expect(remote.entry).toEqual(entry);
    });

    describe("a remote's production build reads the bundler runtime's functions from the shell", () => {
      type Externals = (
        data: { context: string; request: string },
        callback: (error?: Error | null, result?: string, type?: string) => void,
      ) => void;
      const preset = load('@eoffering/shared/webpack') as { BUNDLER_RUNTIME_FILES: string[] };
      const bundlerDir = dirname(
        load.resolve('@module-federation/webpack-bundler-runtime/dist/consumes.js'),
      );
      const externalOf = (config: Configuration, context: string, request: string) => {
        const [externals] = (config.externals ?? []) as Externals[];
        let result: unknown[] = [];
        externals?.({ context, request }, (...args) => (result = args));
        return result;
      };

      it.each(preset.BUNDLER_RUNTIME_FILES)('%s: from the global the shell publishes', (file) => {
        const request = `./${file}.js`;
        expect(readFileSync(join(bundlerDir, `${file}.js`), 'utf8')).toContain(
          `export { ${file} };`,
        );
        expect(externalOf(remoteBuild('production'), bundlerDir, request)).toEqual([
          null,
          '_FEDERATION_BUNDLER_RUNTIME',
          'global',
        ]);
        const [plugin] = federationOptions(build('production')).runtimePlugins as string[];
        const publisher = readFileSync(plugin ?? '', 'utf8');
        expect(publisher).toContain(
          `import { ${file} } from '@module-federation/webpack-bundler-runtime/dist/${file}.js';`,
        );
      });

      it('bundles everything else, and in development keeps its own', () => {
        const production = remoteBuild('production');
        expect(externalOf(production, bundlerDir, './index.js')).toEqual([]);
        expect(externalOf(production, join(bundlerDir, '..', 'src'), './consumes.js')).toEqual([]);
        expect(remoteBuild('development').externals).toBeUndefined();
        expect(build('production').externals).toBeUndefined();
      });
    });
  });

  it('cuts the first visit into few files: React in one, the libraries with the singleton', () => {
    const chunksOf = (config: Configuration) =>
      (config.optimization?.splitChunks || {}) as {
        cacheGroups?: Record<string, false | { test: RegExp; name: string; enforce: boolean }>;
      };
    const { cacheGroups = {} } = chunksOf(build('production'));
    expect(cacheGroups.defaultVendors).toBe(false);
    const react = cacheGroups.react;
    expect(react && { name: react.name, enforce: react.enforce }).toEqual({
      name: 'react',
      enforce: true,
    });
    for (const file of [
      'node_modules/react/index.js',
      'node_modules/react-dom/client.js',
      'node_modules/scheduler/index.js',
    ]) {
      expect(react && react.test.test(`/app/${file}`)).toBe(true);
    }
    expect(react && react.test.test('/app/node_modules/react-router/dist/index.js')).toBe(false);
    expect(react && react.test.test('/app/node_modules/react-i18next/dist/es/index.js')).toBe(
      false,
    );
    // A remote's pages are lazy chunks: they keep webpack's own cut.
    const preset = load('@eoffering/shared/webpack') as {
      createAppConfig: (options: Record<string, unknown>) => Configuration;
    };
    const remote = preset.createAppConfig({
      dir: `${__dirname}/..`,
      name: 'someRemote',
      exposes: { './routes': './src/index.ts' },
      isHost: false,
      devPort: 3999,
    });
    expect(remote.optimization?.splitChunks).toBeUndefined();
  });

  it('builds react-router from its production files and rxjs from its ES2015 files', () => {
    const { resolve } = build('production');
    const alias = (resolve?.alias ?? {}) as Record<string, string>;
    expect(alias['react-router$']).toMatch(/react-router[/\\]dist[/\\]production[/\\]index\.mjs$/);
    expect(alias['react-router/dom$']).toMatch(/dist[/\\]production[/\\]dom-export\.mjs$/);
    expect(resolve?.conditionNames).toEqual(['es2015', '...']);
    expect(build('development').resolve?.alias).toEqual({});
  });

  describe("axios's fetch adapter is left out (the client sends with XMLHttpRequest)", () => {
    const axiosFile = (file: string): string => load.resolve(`axios/unsafe/${file}`);

    it('in every mode, replaced by the stand-in', () => {
      for (const mode of ['production', 'development'] as const) {
        const replacement = build(mode).plugins?.find(
          (item) => item?.constructor.name === 'NormalModuleReplacementPlugin',
        ) as { resourceRegExp: RegExp; newResource: string } | undefined;
        expect(replacement?.resourceRegExp.test(axiosFile('adapters/fetch.js'))).toBe(true);
        expect(replacement?.newResource).toMatch(/axios-fetch-left-out\.mjs$/);
      }
    });

    it('matches the installed axios: its adapter table imports the file and reads only getFetch', () => {
      const table = readFileSync(axiosFile('adapters/adapters.js'), 'utf8');
      expect(table).toContain("import * as fetchAdapter from './fetch.js';");
      expect([...table.matchAll(/fetchAdapter\.(\w+)/g)].map((match) => match[1])).toEqual([
        'getFetch',
      ]);
    });
  });

  it('proxies the backend, config.json and the remotes to mock-server in development', () => {
    const { devServer, devtool } = build('development') as Configuration & {
      devServer: { host: string; port: number; proxy: { context: string[]; target: string }[] };
    };
    expect(devtool).not.toMatch(/eval/);
    expect(devServer.host).toBe('127.0.0.1');
    expect(devServer.port).toBe(3001);
    // What the running app asks of the backend in development: API, config, images, main site.
    expect(devServer.proxy).toEqual([
      {
        context: expect.arrayContaining([
          '/api',
          '/signin',
          '/auth',
          '/gateway',
          '/eoffering/config.json',
          '/media',
          '/login',
        ]),
        target: 'http://127.0.0.1:3000',
      },
    ]);
  });
});
