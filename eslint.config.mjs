import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Package boundaries of design.md section 1: remotes meet only through mfe-shared, URLs and the bus.
const notFrom = (...names) =>
  names.flatMap((name) => [
    { group: [`@eoffering/${name}`, `@eoffering/${name}/*`], message: 'Remotes and the shell meet only through @eoffering/shared.' },
    { group: [`**/${name === 'giving' ? 'mfe-giving' : name === 'member-center' ? 'mfe-member-center' : name}/**`], message: 'Do not reach into another package.' },
  ]);

const boundary = (files, ...forbidden) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: notFrom(...forbidden) }] },
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', 'mock-server/data/**', 'test-results/**', 'playwright-report/**', 'e2e/.artifacts/**'],
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
  boundary(['mfe-giving/**'], 'shell', 'member-center', 'mock-server'),
  boundary(['mfe-member-center/**'], 'shell', 'giving', 'mock-server'),
  boundary(['shell/**'], 'giving', 'member-center', 'mock-server'),
  boundary(['mfe-shared/**'], 'shell', 'giving', 'member-center', 'mock-server'),
  boundary(['mock-server/**'], 'shell', 'giving', 'member-center'),
);
