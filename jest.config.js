// @ts-check
// One jest run over every package; each package is a project with its own environment.
// Type checking is `npm run typecheck`'s job; tests only transpile, with swc (a file at a time, no
// types read), which keeps a cold run fast on two cores.
/** @param {boolean} tsx */
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
  },
];

/** TypeScript and TSX parse apart: `<T>(value)` is a cast in one and an element in the other. */
const transform = { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true) };

// Jest shares the machine with its own workers and whatever else runs: how long a test takes there
// says nothing about the code (performance is the bench's, docs/architecture.md), so the
// limit only catches a test that hangs.
const TEST_TIMEOUT_MS = 30_000;

/** @param {string} dir */
const browserProject = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  // axios and friends publish browser ESM under the 'browser' condition; jest runs CommonJS.
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
  transform,
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/../mfe-shared/src/testing/setup-tests.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

module.exports = {
  // A worker per core: `npm run checks` runs jest once lint and the type check are done, and the
  // default (cores - 1) would leave a core idle.
  maxWorkers: '100%',
  // A global option: jest reads no per-test limit from a project's own configuration.
  testTimeout: TEST_TIMEOUT_MS,
  projects: [
    browserProject('mfe-shared'),
    browserProject('shell'),
    browserProject('mfe-giving'),
    browserProject('mfe-member-center'),
    {
      displayName: 'mock-server',
      rootDir: '<rootDir>/mock-server',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      displayName: 'deploy',
      rootDir: '<rootDir>/deploy',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
    {
      displayName: 'repo',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
  ],
};
