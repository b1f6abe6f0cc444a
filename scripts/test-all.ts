// `npm test`: the phases in the order they depend on each other, stopping at the first that fails,
// then a table of how long each took (also when one failed), so the next engineer sees where the
// time goes. The build needs nothing of the checks, so it runs beside them: the checks leave a
// core idle at their ends (the slowest of format, lint and types; the last test files), which the
// build fills (README.md, how long `npm test` takes).
import { spawn } from 'node:child_process';

interface Phase {
  name: string;
  /** What the phase proves, for the table. */
  what: string;
  /** Commands run one after another; the phase fails with the first that fails. */
  steps: string[][];
  /** Phases that must have passed before this one starts. */
  after: string[];
  /**
   * Runs beside the checks: its output is kept and written in one piece when it ends, so the two
   * never interleave their lines.
   */
  besideChecks?: boolean;
}

const PHASES: Phase[] = [
  {
    name: 'checks',
    what: 'format, lint, types, unit and contract tests',
    steps: [['npm', 'run', 'checks']],
    after: [],
  },
  {
    // The giving remote is built last and alone by the test that proves a remote builds on its
    // own (e2e/builds/giving-rebuild.test.ts): the build `npm run build` would do, checked.
    name: 'build',
    what: 'shell and member centre, then the giving remote alone (beside the checks)',
    steps: [
      ['npx', 'lerna', 'run', 'build', '--stream', '--ignore', '@eoffering/giving'],
      ['npx', 'jest', '-c', 'jest.builds.config.js', 'giving-rebuild'],
    ],
    after: [],
    besideChecks: true,
  },
  {
    name: 'budgets',
    what: 'bytes of the builds, no secret in them',
    steps: [
      ['npm', 'run', 'budgets'],
      ['npx', 'jest', '-c', 'jest.builds.config.js', 'bundle-secrets'],
    ],
    after: ['build'],
    besideChecks: true,
  },
  {
    name: 'e2e',
    what: 'journeys in Chromium',
    steps: [['npm', 'run', 'test:e2e']],
    after: ['checks', 'budgets'],
  },
];

interface Outcome {
  passed: boolean;
  ms: number;
}

/** Runs a command, its output straight to the terminal or, when `held`, kept until it ends. */
const run = ([command, ...args]: string[], held: boolean): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn(command!, args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const kept: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk));
    const finish = (code: number) => {
      if (held) process.stdout.write(Buffer.concat(kept));
      resolve(code);
    };
    child.on('error', () => finish(1));
    child.on('close', (code) => finish(code ?? 1));
  });

const minutes = (ms: number): string => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

const runPhase = async (phase: Phase, held: boolean): Promise<Outcome> => {
  const started = performance.now();
  for (const step of phase.steps) {
    if ((await run(step, held)) !== 0) return { passed: false, ms: performance.now() - started };
  }
  return { passed: true, ms: performance.now() - started };
};

const main = async (): Promise<number> => {
  const started = performance.now();
  const outcomes = new Map<string, Promise<Outcome | undefined>>();
  // A phase starts once those it needs have passed; it is not run (undefined) when one failed.
  for (const phase of PHASES) {
    const needs = phase.after.map((name) => outcomes.get(name)!);
    outcomes.set(
      phase.name,
      Promise.all(needs).then((done) =>
        done.every((outcome) => outcome?.passed)
          ? runPhase(phase, phase.besideChecks ?? false)
          : undefined,
      ),
    );
  }
  const rows: string[][] = [];
  let failed: string | undefined;
  for (const phase of PHASES) {
    const outcome = await outcomes.get(phase.name);
    if (outcome && !outcome.passed) failed ??= phase.name;
    const status = !outcome ? 'not run' : outcome.passed ? 'passed' : 'FAILED';
    rows.push([phase.name, status, outcome ? minutes(outcome.ms) : '', phase.what]);
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
