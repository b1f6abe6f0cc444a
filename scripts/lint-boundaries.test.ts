import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const repo = join(__dirname, '..');

type Snippet = readonly [path: string, code: string];

/** Every snippet a test below lints, linted together once (scripts/lint-snippets.ts). */
const snippets: Snippet[] = [];
const ruleIdsOf = new Map<string, string[]>();
const keyOf = ([path, code]: Snippet) => `${path}\n${code}`;

/** Registers a table of snippets to be linted before the tests run; returns it for `it.each`. */
const linted = <T extends Snippet>(table: T[]): T[] => {
  snippets.push(...table);
  return table;
};

beforeAll(() => {
  const run = spawnSync(
    process.execPath,
    [join(repo, 'node_modules/tsx/dist/cli.mjs'), join(repo, 'scripts/lint-snippets.ts')],
    {
      cwd: repo,
      input: JSON.stringify(
        snippets.map(([path, code]) => ({ path, code: `${code}\nexport const used = x;\n` })),
      ),
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  if (run.status !== 0) throw new Error(`lint-snippets failed: ${run.stderr}`);
  const results = JSON.parse(run.stdout) as string[][];
  snippets.forEach((snippet, index) => ruleIdsOf.set(keyOf(snippet), results[index] ?? []));
}, 120_000);

/** The rule ids that linting `code` as a file at `path`, with the repo's real config, reports. */
const lint = (path: string, code: string): string[] => {
  const ruleIds = ruleIdsOf.get(keyOf([path, code]));
  if (!ruleIds) throw new Error(`not registered with linted(): ${path}: ${code}`);
  return ruleIds;
};

// docs/architecture.md: remotes meet only through mfe-shared, URLs and the bus; a lint rule, not good intentions.
describe('package boundaries', () => {
  it.each(
    linted([
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
      // flows/ is bundled into each remote: the core only by package name, never by a path.
      ['mfe-shared/src/flows/a.tsx', "import { x } from '../bus/event-bus';"],
      ['mfe-shared/src/flows/a.tsx', "import { x } from '../session/session';"],
      ['mfe-shared/src/flows/a.tsx', "import { x } from 'react-i18next';"],
      ['mfe-shared/src/flows/a.tsx', "import { x } from 'axios';"],
      ['mfe-shared/src/flows/a.tsx', "import x from '../locales/zh-TW.json';"],
      ['mfe-shared/src/flows/forms/a.tsx', "import { x } from '../../session/session';"],
    ]),
  )('refuses %s importing across: %s', (path, code) => {
    expect(lint(path, code)).toContain('no-restricted-imports');
  });

  it.each(
    linted([
      ['mfe-giving/src/a.ts', "import { x } from '@eoffering/shared';"],
      ['mfe-member-center/src/a.ts', "import { x } from '@eoffering/shared';"],
      ['shell/src/a.ts', "import { x } from '@eoffering/shared';"],
      ['mfe-shared/src/routes/routing.ts', "import { Link as x } from 'react-router-dom';"],
      ['mfe-shared/src/api/a.ts', "import { x } from 'axios';"],
      ['mfe-shared/src/flows/a.tsx', "import { x } from '@eoffering/shared';"],
      ['mfe-shared/src/flows/a.tsx', "import { x } from '@eoffering/shared/rules';"],
      ['mfe-shared/src/flows/a.tsx', "import { x } from './form-field';"],
      ['mfe-shared/src/flows/a.tsx', "import x from '../ui/visually-hidden.module.css';"],
      ['mfe-shared/src/flows/a.tsx', "import x from '../locales/flows/en.json';"],
      ['mfe-shared/src/flows/a.tsx', "import x from '../locales/backend/en.json';"],
      ['mfe-shared/src/flows/forms/a.tsx', "import { x } from '../flow-strings';"],
      ['mfe-shared/src/flows/items/a.tsx', "import { x } from '../forms/form-field';"],
      ['mfe-shared/src/flows/forms/a.tsx', "import x from '../../ui/visually-hidden.module.css';"],
      ['mfe-giving/src/a.ts', "import { x } from '@eoffering/shared/flows';"],
    ]),
  )('allows %s to use the shared library', (path, code) => {
    expect(lint(path, code)).not.toContain('no-restricted-imports');
  });
});

// docs/architecture.md, app layout: features never import each other; components never import a feature.
describe('feature boundaries', () => {
  it.each(
    linted([
      ['mfe-giving/src/features/projects/a.tsx', "import { x } from '../embed/embed';"],
      [
        'mfe-member-center/src/features/receipts/a.tsx',
        "import { x } from '../personal-data/personal-data-page';",
      ],
      ['shell/src/features/faq/a.tsx', "import { x } from '../session-ui/session-ui';"],
      ['mfe-giving/src/components/a.ts', "import { x } from '../features/projects/home-page';"],
      [
        'mfe-member-center/src/components/member-frame/a.ts',
        "import { x } from '../../features/personal-data/personal-data-page';",
      ],
    ]),
  )('refuses %s: %s', (path, code) => {
    expect(lint(path, code)).toContain('import-x/no-restricted-paths');
  });

  it.each(
    linted([
      ['mfe-giving/src/features/projects/a.tsx', "import { x } from '@eoffering/shared';"],
      ['mfe-giving/src/features/projects/a.tsx', "import { x } from './home-page';"],
      [
        'mfe-giving/src/features/projects/a.tsx',
        "import { x } from '../../components/redirect-home/redirect-home';",
      ],
      ['mfe-giving/src/routes.tsx', "import { x } from './features/projects/home-page';"],
    ]),
  )('allows %s: %s', (path, code) => {
    expect(lint(path, code)).not.toContain('import-x/no-restricted-paths');
  });

  it.each(
    linted([['mfe-giving/src/features/projects/index.ts', "export { x } from './home-page';"]]),
  )('refuses a barrel index file inside a feature: %s', (path, code) => {
    expect(lint(path, code)).toContain('no-restricted-syntax');
  });

  it.each(['shell', 'mfe-giving', 'mfe-member-center'])(
    '%s has no index file in a feature',
    (app) => {
      const features = join(repo, app, 'src/features');
      const barrels = readdirSync(features, { recursive: true, encoding: 'utf8' }).filter((file) =>
        /(^|\/)index\.tsx?$/.test(file),
      );
      expect(barrels).toEqual([]);
    },
  );
});

describe('import cycles', () => {
  // remote-routes.ts imports the route table, so the table importing it closes a cycle.
  it.each(
    linted([
      ['mfe-shared/src/routes/route-table.ts', "import { x } from '../federation/remote-routes';"],
    ]),
  )('refuses a module importing one that imports it back: %s', (path, code) => {
    expect(lint(path, code)).toContain('import-x/no-cycle');
  });

  it.each(
    linted([['mfe-shared/src/federation/a.ts', "import { x } from '../routes/route-table';"]]),
  )('allows an import that does not come back: %s', (path, code) => {
    expect(lint(path, code)).not.toContain('import-x/no-cycle');
  });
});

// docs/architecture.md, the mock server: the server and its bundle never contain test code.
describe("mock-server's test support", () => {
  it.each(
    linted([
      ['mock-server/src/a.ts', "import { x } from '../test-support/test-app';"],
      ['mock-server/src/receipts/a.ts', "import { x } from '../../test-support/pdf-inspect';"],
    ]),
  )('refuses %s: %s', (path, code) => {
    expect(lint(path, code)).toContain('import-x/no-restricted-paths');
  });

  it.each(
    linted([
      ['mock-server/src/receipts/a.test.ts', "import { x } from '../../test-support/pdf-inspect';"],
      ['mock-server/test-support/a.ts', "import { x } from '../src/app';"],
    ]),
  )('allows %s: %s', (path, code) => {
    expect(lint(path, code)).not.toContain('import-x/no-restricted-paths');
  });
});

// docs/architecture.md, packages: mock-server mounts the hosting of deploy/, never the other way.
describe('the hosting in deploy/', () => {
  it.each(
    linted([
      ['deploy/hosting/a.ts', "import { x } from '@eoffering/mock-server/src/core/settings';"],
      ['deploy/hosting/a.ts', "import { x } from '../../mock-server/src/core/errors';"],
      ['mfe-giving/src/a.ts', "import { x } from '@eoffering/deploy/hosting/releases';"],
      ['shell/src/a.ts', "import { x } from '../../deploy/hosting/report-log';"],
    ]),
  )('refuses %s: %s', (path, code) => {
    expect(lint(path, code)).toContain('no-restricted-imports');
  });

  it.each(
    linted([
      ['mock-server/src/a.ts', "import { x } from '@eoffering/deploy/hosting/static-apps';"],
      ['deploy/hosting/a.ts', "import { x } from '@eoffering/shared/contract';"],
    ]),
  )('allows %s: %s', (path, code) => {
    expect(lint(path, code)).not.toContain('no-restricted-imports');
  });
});

// docs/architecture.md, packages: the core singleton and the pure rules keep to their entries.
describe("mfe-shared's entries", () => {
  it.each(
    linted([
      ['mfe-shared/src/session/a.ts', "import { x } from '../flows/display/fact-list';"],
      ['mfe-shared/src/ui/a.tsx', "import { x } from '../flows/display/pagination';"],
      ['mfe-shared/src/rules/validation/a.ts', "import { x } from '../../session/session';"],
      ['mfe-shared/src/rules/format/a.ts', "import { x } from '../../i18n/i18n';"],
      ['mfe-shared/src/rules/a.ts', "import { x } from '../ui/button';"],
    ]),
  )('refuses %s: %s', (path, code) => {
    expect(lint(path, code)).toContain('import-x/no-restricted-paths');
  });

  it.each(
    linted([
      ['mfe-shared/src/flows.ts', "import { x } from './flows/display/fact-list';"],
      ['mfe-shared/src/flows/display/a.tsx', "import { x } from './pagination';"],
      ['mfe-shared/src/rules/format/a.ts', "import { x } from '../constants/business';"],
      ['mfe-shared/src/api/a.ts', "import { x } from '../rules/format/money';"],
      ['mfe-shared/src/session/a.test.ts', "import { x } from '../flows/display/fact-list';"],
    ]),
  )('allows %s: %s', (path, code) => {
    expect(lint(path, code)).not.toContain('import-x/no-restricted-paths');
  });
});

// docs/screens/giving.md: route strings are written once, in the route table.
describe('route strings', () => {
  it.each(
    linted([
      ['mfe-giving/src/features/projects/a.tsx', "const x = '/order/express';"],
      ['shell/src/layout/a.tsx', 'const x = <a href="/faq">FAQ</a>;'],
      ['mfe-member-center/src/a.ts', 'const x = `/member_center/order_detail/${1}`;'],
      ['mock-server/src/payments/a.ts', 'const x = `/cardlink_error/${1}`;'],
      ['mfe-shared/src/order/a.ts', "const x = '/project_detail/1';"],
      ['mfe-giving/src/a.ts', "const x = '/order_history';"],
    ]),
  )('refuses %s: %s', (path, code) => {
    expect(lint(path, code)).toContain('no-restricted-syntax');
  });

  it.each(
    linted([
      ['mfe-shared/src/routes/route-table.ts', "const x = '/order/express';"],
      ['mfe-giving/src/a.test.ts', "const x = '/order/express';"],
      [
        'mfe-giving/src/a.ts',
        "const x = ROUTES.faq.build({}); import { ROUTES } from '@eoffering/shared';",
      ],
      ['mock-server/src/a.ts', "const x = '/api/member/cardlink/list';"],
    ]),
  )('allows %s: %s', (path, code) => {
    expect(lint(path, code)).not.toContain('no-restricted-syntax');
  });
});
