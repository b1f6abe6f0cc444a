// Lints code snippets as if each were a file at a given path, with the repository's ESLint config,
// in one ESLint instance: `scripts/lint-boundaries.test.ts` sends a JSON list of
// `{ path, code }` on stdin and reads the rule ids each snippet broke, in order, on stdout.
// A process of its own because ESLint loads `eslint.config.mjs` as an ES module, which jest's
// module runtime cannot; one process for every snippet because loading the config is most of
// the time of a lint.
import { ESLint } from 'eslint';
import { text } from 'node:stream/consumers';

interface Snippet {
  path: string;
  code: string;
}

const main = async (): Promise<void> => {
  const snippets = JSON.parse(await text(process.stdin)) as Snippet[];
  const eslint = new ESLint({ cwd: process.cwd() });
  const ruleIds: string[][] = [];
  for (const { path, code } of snippets) {
    const [result] = await eslint.lintText(code, { filePath: path });
    ruleIds.push(result?.messages.map((message) => message.ruleId ?? 'parse-error') ?? []);
  }
  process.stdout.write(JSON.stringify(ruleIds));
};

void main();
