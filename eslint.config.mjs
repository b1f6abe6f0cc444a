import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createRequire } from 'node:module';

// The libraries that live inside the @eoffering/shared singleton (the webpack preset's list).
const { INSIDE_SHARED } = createRequire(import.meta.url)(
  './mfe-shared/webpack/shared-libraries.js',
);

// Package boundaries of design.md section 1: remotes meet only through mfe-shared, URLs and the bus.
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

// One instance and a first visit within budget (design.md sections 2 and 8): react-router,
// react-i18next, i18next, rxjs and axios are not federation-shared modules of their own (a shared
// module ships whole: about 130 KB gzip of them on a first visit). They are bundled, tree-shaken,
// inside the @eoffering/shared singleton. An app importing one directly would bundle a second copy:
// a second router, i18n binding, bus or HTTP client that the shell's session and language never
// reach. So the apps import them only through @eoffering/shared, and inside mfe-shared react-router
// is reached only through src/routing/routing.ts, the one list of what of it ships.
const ROUTER = ['react-router', 'react-router-dom'];
const withSubpaths = (names) => names.flatMap((name) => [name, `${name}/*`]);
const routerThroughShared = {
  group: withSubpaths(ROUTER),
  message:
    'Import routing (Link, Routes, useNavigate, …) from @eoffering/shared (mfe-shared/src/routing/routing.ts): one router in the page, and only what that module lists is shipped.',
};
const librariesThroughShared = {
  group: withSubpaths(INSIDE_SHARED.filter((name) => !ROUTER.includes(name))),
  message:
    'i18next, react-i18next, rxjs and axios live inside @eoffering/shared (one i18n instance, bus and HTTP client): use useTranslation, i18n, bus, session or callApi from @eoffering/shared.',
};
const outsideShared = [routerThroughShared, librariesThroughShared];

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const boundary = (files, ...forbidden) =>
  restrict(files, [...notFrom(...forbidden), ...outsideShared]);
const sharedBoundary = ['shell', 'giving', 'member-center', 'mock-server'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      'mock-server/data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.artifacts/**',
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
  // Later entries replace the rule's options for their files, so each entry lists all its patterns.
  restrict(['**/*.{ts,tsx,js,mjs,cjs}'], outsideShared),
  boundary(['mfe-giving/**'], 'shell', 'member-center', 'mock-server'),
  boundary(['mfe-member-center/**'], 'shell', 'giving', 'mock-server'),
  boundary(['shell/**'], 'giving', 'member-center', 'mock-server'),
  restrict(['mfe-shared/**'], [...notFrom(...sharedBoundary), routerThroughShared]),
  restrict(['mfe-shared/src/routing/routing.ts'], notFrom(...sharedBoundary)),
  boundary(['mock-server/**'], 'shell', 'giving', 'member-center'),
);
