// @ts-check
// Checks of the production builds that need no browser (e2e/builds): they run after the build
// (`npm run test:builds`, scripts/test-all.ts), never in `npm run checks`, which runs before it.
const { projects } = require('./jest.config.js');

/** jest.config.js's node project for the repository's scripts: the same transform. */
const repo = projects.find((project) => project.displayName === 'repo');

module.exports = {
  testTimeout: 30_000,
  projects: [{ ...repo, displayName: 'builds', rootDir: '<rootDir>/e2e/builds' }],
};
