// `npm test`: the phases one after another, stopping at the first that fails, then a table of how
// long each took (also when one failed), so the next engineer sees where the time goes.
import { spawn } from 'node:child_process';

interface Phase {
  name: string;
  /** What the phase proves, for the table. */
  what: string;
  /** Commands run one after another; the phase fails with the first that fails. */
  steps: string[][];
}

const PHASES: Phase[] = [
  {
    name: 'checks',
    what: 'format, lint, types, unit and contract tests',
    steps: [['npm', 'run', 'checks']],
  },
  {
    // The giving remote is built last and alone by the test that proves a remote builds on its
    // own (e2e/builds/giving-rebuild.test.ts): the build `npm run build` would do, checked.
    name: 'build',
    what: 'shell and member centre, then the giving remote alone',
    steps: [
      ['npx', 'lerna', 'run', 'build', '--stream', '--ignore', '@eoffering/giving'],
      ['npx', 'jest', '-c', 'jest.builds.config.js', 'giving-rebuild'],
    ],
  },
  {
    name: 'budgets',
    what: 'bytes of the builds, no secret in them',
    steps: [
      ['npm', 'run', 'budgets'],
      ['npx', 'jest', '-c', 'jest.builds.config.js', 'bundle-secrets'],
    ],
  },
  { name: 'e2e', what: 'journeys in Chromium', steps: [['npm', 'run', 'test:e2e']] },
];

const run = ([command, ...args]: string[]): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn(command!, args, { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });

const minutes = (ms: number): string => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

const main = async (): Promise<number> => {
  const rows: string[][] = [];
  const started = performance.now();
  let failed: string | undefined;
  for (const phase of PHASES) {
    if (failed) {
      rows.push([phase.name, 'not run', '', phase.what]);
      continue;
    }
    const phaseStart = performance.now();
    let code = 0;
    for (const step of phase.steps) {
      code = await run(step);
      if (code !== 0) break;
    }
    const took = performance.now() - phaseStart;
    if (code !== 0) failed = phase.name;
    rows.push([phase.name, code === 0 ? 'passed' : 'FAILED', minutes(took), phase.what]);
  }
  rows.push(['total', failed ? 'FAILED' : 'passed', minutes(performance.now() - started), '']);

  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column < 3 ? cell.padEnd(widths[column]!) : cell))
      .join('  ')
      .trimEnd();
  process.stdout.write(`\nnpm test, phase by phase (m:ss):\n${rows.map(line).join('\n')}\n`);
  if (failed) process.stdout.write(`npm test failed in its ${failed} phase\n`);
  return failed ? 1 : 0;
};

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => process.exit(1));
}

void main().then((code) => {
  process.exitCode = code;
});
