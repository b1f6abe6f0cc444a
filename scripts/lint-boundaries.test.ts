import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const repo = join(__dirname, '..');

/** Lints one line of code as if it were a file at `path`, with the repo's real ESLint config. */
const lint = (path: string, code: string) => {
  const run = spawnSync(
    process.execPath,
    [
      join(repo, 'node_modules/eslint/bin/eslint.js'),
      '--stdin',
      '--stdin-filename',
      path,
      '--format',
      'json',
    ],
    { cwd: repo, input: `${code}\nexport const used = x;\n`, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null }> }>;
  return result?.messages.map((message) => message.ruleId) ?? [];
};

// design.md 1: remotes meet only through mfe-shared, URLs and the bus; a lint rule, not good intentions.
describe('package boundaries', () => {
  it.each([
    ['mfe-giving/src/a.ts', "import { x } from '@eoffering/shell';"],
    ['mfe-giving/src/a.ts', "import { x } from '@eoffering/member-center';"],
    ['mfe-giving/src/a.ts', "import { x } from '../../mfe-member-center/src/routes';"],
    ['mfe-member-center/src/a.ts', "import { x } from '@eoffering/giving';"],
    ['mfe-member-center/src/a.ts', "import { x } from '../../shell/src/app';"],
    ['shell/src/a.ts', "import { x } from '@eoffering/giving';"],
    ['mfe-shared/src/a.ts', "import { x } from '@eoffering/shell';"],
    // Libraries that live inside the shared singleton: a direct import would bundle a second copy.
    ['mfe-giving/src/a.ts', "import { x } from 'react-router-dom';"],
    ['mfe-member-center/src/a.ts', "import { x } from 'react-i18next';"],
    ['shell/src/a.ts', "import { x } from 'rxjs';"],
    ['mfe-giving/src/a.ts', "import { x } from 'axios';"],
    ['mfe-shared/src/ui/a.tsx', "import { x } from 'react-router-dom';"],
  ])('refuses %s importing across: %s', (path, code) => {
    expect(lint(path, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['mfe-giving/src/a.ts', "import { x } from '@eoffering/shared';"],
    ['mfe-member-center/src/a.ts', "import { x } from '@eoffering/shared';"],
    ['shell/src/a.ts', "import { x } from '@eoffering/shared';"],
    ['mfe-shared/src/routing/routing.ts', "import { Link as x } from 'react-router-dom';"],
    ['mfe-shared/src/api/a.ts', "import { x } from 'axios';"],
  ])('allows %s to use the shared library', (path, code) => {
    expect(lint(path, code)).not.toContain('no-restricted-imports');
  });
});
