// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const repo = import.meta.dirname;

// The libraries that live inside the @eoffering/shared singleton (the webpack preset's list).
/** @type {typeof import('./mfe-shared/webpack/shared-libraries.js')} */
const { INSIDE_SHARED } = createRequire(import.meta.url)(
  './mfe-shared/webpack/shared-libraries.js',
);

/**
 * One entry of no-restricted-imports' `patterns` option.
 * @typedef {{ group: string[], message: string } | { regex: string, message: string }} RestrictedPattern
 */

/**
 * Package boundaries of docs/architecture.md: remotes meet only through mfe-shared, URLs and the bus.
 * @param {...string} names
 * @returns {RestrictedPattern[]}
 */
const notFrom = (...names) =>
  names.flatMap((name) => [
    {
      group: [`@eoffering/${name}`, `@eoffering/${name}/*`],
      message: 'Remotes and the shell meet only through @eoffering/shared.',
    },
    {
      group: [
        `**/${name === 'giving' ? 'mfe-giving' : name === 'member-center' ? 'mfe-member-center' : name}/**`,
      ],
      message: 'Do not reach into another package.',
    },
  ]);

// One instance and a first visit within budget (docs/architecture.md): react-router,
// react-i18next, i18next, rxjs and axios are not federation-shared modules of their own (a shared
// module ships whole: about 130 KB gzip of them on a first visit). They are bundled, tree-shaken,
// inside the @eoffering/shared singleton. An app importing one directly would bundle a second copy:
// a second router, i18n binding, bus or HTTP client that the shell's session and language never
// reach. So the apps import them only through @eoffering/shared, and inside mfe-shared react-router
// is reached only through src/routes/routing.ts, the one list of what of it ships.
const ROUTER = ['react-router', 'react-router-dom'];
/** @param {string[]} names */
const withSubpaths = (names) => names.flatMap((name) => [name, `${name}/*`]);
const routerThroughShared = {
  group: withSubpaths(ROUTER),
  message:
    'Import routing (Link, Routes, useNavigate, …) from @eoffering/shared (mfe-shared/src/routes/routing.ts): one router in the page, and only what that module lists is shipped.',
};
const librariesThroughShared = {
  group: withSubpaths(INSIDE_SHARED.filter((name) => !ROUTER.includes(name))),
  message:
    'i18next, react-i18next, rxjs and axios live inside @eoffering/shared (one i18n instance, bus and HTTP client): use useTranslation, i18n, bus, session or callApi from @eoffering/shared.',
};
const outsideShared = [routerThroughShared, librariesThroughShared];

// mfe-shared/src/flows/ is `@eoffering/shared/flows`, which each remote bundles (src/flows.ts): a
// path into the rest of mfe-shared would bundle a second session, bus, i18n binding or HTTP client
// into the remote. The core is reached by its package name, resolved to the singleton; stylesheets
// and the flows' own texts (src/locales/flows/, and the backend texts' src/locales/backend/) hold
// no state and come by path. Modules in a folder of flows/ (forms/, items/, …) reach each other
// one level up; `depth` is how many `../` lead out of flows/.
/** @param {number} depth */
const coreByPackageName = (depth) => ({
  regex: `^(?:\\.\\./){${depth}}(?!.*\\.css$|locales/(?:flows|backend)/[\\w-]+\\.json$)`,
  message:
    "flows/ is bundled into each remote: import the core from '@eoffering/shared' (or /rules, /contract), not by a path.",
});

/**
 * @param {string[]} files
 * @param {RestrictedPattern[]} patterns
 * @returns {import('eslint').Linter.Config}
 */
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
/**
 * @param {string[]} files
 * @param {...string} forbidden
 */
const boundary = (files, ...forbidden) =>
  restrict(files, [...notFrom(...forbidden), ...outsideShared]);
const sharedBoundary = ['shell', 'giving', 'member-center', 'mock-server', 'deploy'];

// Apps are organised by what the user does (docs/architecture.md, app layout): src/features/<name>/ never
// imports another feature, src/components/ (shared inside one app) never imports a feature. One
// zone per feature folder on disk, so a new feature is covered the next time lint runs.
const APPS = ['shell', 'mfe-giving', 'mfe-member-center'];
/** @param {string} app */
const featuresOf = (app) => {
  const dir = join(repo, app, 'src/features');
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
};
const featureZones = APPS.flatMap((app) => [
  {
    target: `${app}/src/components`,
    from: `${app}/src/features`,
    message: 'Components are shared inside the app: they never import a feature.',
  },
  ...featuresOf(app).map((feature) => ({
    target: `${app}/src/features/${feature}`,
    from: `${app}/src/features`,
    except: [`./${feature}`],
    message:
      'Features never import each other: move what both need to src/components/ or @eoffering/shared.',
  })),
]);

// docs/architecture.md, routes: every route string lives in the route table; everything else
// builds paths from ROUTES. The first path segments are read from the table itself, so a new route
// is covered the next time lint runs. esquery regexes cannot hold a slash, hence \x2F.
const routeSegments = [
  ...new Set(
    [
      ...readFileSync(join(repo, 'mfe-shared/src/routes/route-table.ts'), 'utf8').matchAll(
        /\broute\(\s*'\/([\w-]+)/g,
      ),
    ].map(([, segment]) => segment),
  ),
];
const ROUTE_PREFIX = `^\\x2F(${routeSegments.join('|')})`;
const routeStringMessage =
  'Route strings live only in mfe-shared/src/routes/route-table.ts: use ROUTES.<name>.build(...) or .relative.';
const noRouteStrings = [
  { selector: `Literal[value=/${ROUTE_PREFIX}/]`, message: routeStringMessage },
  {
    selector: `TemplateLiteral > TemplateElement:first-child[value.raw=/${ROUTE_PREFIX}/]`,
    message: routeStringMessage,
  },
];

// mfe-shared's entries (docs/architecture.md, packages): each entry's code in a folder of its own.
// The core singleton never imports the flows, which each remote bundles on top of it (only the
// flows' entry file re-exports them); the rules are pure, so they import nothing but rules and
// the contract's types.
const sharedFolders = readdirSync(join(repo, 'mfe-shared/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sharedEntryZones = [
  {
    target: readdirSync(join(repo, 'mfe-shared/src'))
      .filter((name) => name !== 'flows' && name !== 'flows.ts')
      .map((name) => `mfe-shared/src/${name}`),
    from: 'mfe-shared/src/flows',
    message: 'The core is the singleton: it never imports @eoffering/shared/flows.',
  },
  {
    target: 'mfe-shared/src/rules',
    from: sharedFolders
      .filter((folder) => folder !== 'rules' && folder !== 'contract')
      .map((folder) => `mfe-shared/src/${folder}`),
    message: '@eoffering/shared/rules is pure: it imports nothing but rules and the contract.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      'mock-server/data/**',
      'mock-server/bundle/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.artifacts/**',
      'mfe-shared/.api-build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x parses, and with what, when it follows an import (no-cycle).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: '*/tsconfig.json',
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repo, zones: featureZones }],
      // No cycle in the import graph of any package, JavaScript included, at any depth
      // (docs/architecture.md): import-x caches each file's dependencies, so the whole graph costs
      // little more than six levels of it.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests of the core may use the flows and the page state to set a scene.
    files: ['mfe-shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'mfe-shared/src/testing/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repo, zones: sharedEntryZones }],
    },
  },
  {
    // The server and its bundle never contain test code (docs/architecture.md, the mock server).
    files: ['mock-server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: repo,
          zones: [
            ...featureZones,
            {
              target: 'mock-server/src',
              from: 'mock-server/test-support',
              message: 'mock-server/test-support is for tests only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      'e2e/**',
      'scripts/**',
      'mfe-shared/src/routes/route-table.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...noRouteStrings] },
  },
  {
    // No barrel files inside a feature: importers name the file they use, so nothing re-exports a
    // feature's insides to another feature.
    files: ['*/src/features/**/index.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'No index (barrel) files inside src/features/.' },
      ],
    },
  },
  // Later entries replace the rule's options for their files, so each entry lists all its patterns.
  restrict(['**/*.{ts,tsx,js,mjs,cjs}'], outsideShared),
  boundary(['mfe-giving/**'], 'shell', 'member-center', 'mock-server', 'deploy'),
  boundary(['mfe-member-center/**'], 'shell', 'giving', 'mock-server', 'deploy'),
  boundary(['shell/**'], 'giving', 'member-center', 'mock-server', 'deploy'),
  restrict(['mfe-shared/**'], [...notFrom(...sharedBoundary), routerThroughShared]),
  restrict(['mfe-shared/src/routes/routing.ts'], notFrom(...sharedBoundary)),
  ...[1, 2].map((depth) => ({
    ...restrict(
      [`mfe-shared/src/flows/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      [...notFrom(...sharedBoundary), ...outsideShared, coreByPackageName(depth)],
    ),
    ignores: ['**/*.test.{ts,tsx}'],
  })),
  boundary(['mock-server/**'], 'shell', 'giving', 'member-center'),
  // mock-server mounts the hosting, so the hosting never reads mock-server: it declares the settings
  // it reads (deploy/hosting/settings.ts).
  boundary(['deploy/hosting/**'], 'shell', 'giving', 'member-center', 'mock-server'),
);
