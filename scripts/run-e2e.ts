// `npm run test:e2e`: the journey that rebuilds the giving remote first, alone; then the two
// language runs side by side, each with its own mock-server, port, data and artefact folders
// (e2e/README.md). One run's journeys share its server in file order, as they always did; the two
// runs share nothing but the builds they read, so together they take about half the time.
// Arguments (spec files, --project, -g) run Playwright once, as `npx playwright test` would.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

const CONFIG = ['test', '-c', 'e2e/playwright.config.ts'];
/** Each language run's port; a run also uses the next 19 ports for servers of its own. */
const LANGUAGE_RUNS = [
  { project: 'zh-TW', port: 3170 },
  { project: 'en', port: 3210 },
];

const children = new Set<ChildProcess>();

/** Runs Playwright with `args`; each output line is prefixed with `label` when one is given. */
const playwright = (
  args: string[],
  env: Record<string, string> = {},
  label = '',
): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn('npx', ['playwright', ...CONFIG, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', label ? 'pipe' : 'inherit', label ? 'pipe' : 'inherit'],
    });
    children.add(child);
    const prefixLines = (input: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) => {
      if (input) createInterface({ input }).on('line', (line) => out.write(`${label} ${line}\n`));
    };
    if (label) {
      prefixLines(child.stdout, process.stdout);
      prefixLines(child.stderr, process.stderr);
    }
    child.on('close', (code) => {
      children.delete(child);
      resolve(code ?? 1);
    });
  });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(1);
  });
}

const main = async (given: string[]): Promise<number> => {
  if (given.length > 0) return playwright(given);
  const rebuilt = await playwright(['--project=rebuild'], { E2E_REBUILD: '1' });
  const runs = await Promise.all(
    LANGUAGE_RUNS.map(({ project, port }) =>
      playwright(
        [`--project=${project}`],
        { E2E_PORT: String(port), E2E_RUN: project },
        `[${project}]`,
      ),
    ),
  );
  return [rebuilt, ...runs].some((code) => code !== 0) ? 1 : 0;
};

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
