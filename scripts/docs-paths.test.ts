import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { execFileSync } from 'node:child_process';

const root = join(__dirname, '..');

/**
 * The repository's Markdown files, as git knows them. A template (`*.template.md`) is left out:
 * its links name paths from the document it becomes (docs/api-contract.md), which is checked.
 */
const markdownFiles = (): string[] =>
  execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(
      (file) =>
        file !== '' &&
        !file.includes('node_modules') &&
        !file.endsWith('.template.md') &&
        existsSync(join(root, file)),
    );

/** A file extension the repository's paths end with. */
const PATH_END = /\.(ts|tsx|js|mjs|cjs|json|md|css|conf|sh|html)$|\/$/;

/** The repository's top-level folders: a code span starting with one is a path from the root. */
const TOP_LEVEL =
  /^(mfe-shared|mfe-giving|mfe-member-center|shell|mock-server|e2e|docs|scripts|deploy)\//;
/** The packages, where a code span starting with `src/` may be. */
const PACKAGES = ['mfe-shared', 'mfe-giving', 'mfe-member-center', 'shell', 'mock-server'];

const isPathLike = (path: string): boolean =>
  PATH_END.test(path) && !/^[a-z]+:|^\/|[*<>{}$=]|\.\.\./.test(path);

export interface NamedPath {
  path: string;
  /** A link is relative to its Markdown file; a code span to the root or a package. */
  from: 'file' | 'root' | 'package';
}

/**
 * The repository paths a Markdown text names: relative link targets, and code spans that start
 * with a top-level folder or a package's `src/` (a bare `flows/` in prose is a name, not a path).
 */
export const namedPaths = (markdown: string): NamedPath[] => {
  const links = [...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
    .map((match) => match[1] ?? '')
    .filter(isPathLike)
    .map((path): NamedPath => ({ path, from: 'file' }));
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map((match) => (match[1] ?? '').replace(/:\d+(-\d+)?$/, ''))
    .filter((path) => isPathLike(path) && (TOP_LEVEL.test(path) || path.startsWith('src/')))
    .map((path): NamedPath => ({ path, from: path.startsWith('src/') ? 'package' : 'root' }));
  return [...links, ...spans];
};

/** A path git ignores is made at run time (a data file, a build): naming it is not drift. */
const isIgnored = (path: string): boolean => {
  try {
    execFileSync('git', ['check-ignore', '-q', path], { cwd: root });
    return true;
  } catch {
    return false;
  }
};

const exists = (file: string, { path, from }: NamedPath): boolean => {
  if (from === 'file') return existsSync(join(root, dirname(file), path));
  if (from === 'root') return existsSync(join(root, path)) || isIgnored(path);
  const own = relative(root, join(root, file)).split('/')[0] ?? '';
  return [own, ...PACKAGES].some((dir) => existsSync(join(root, dir, path)));
};

describe('the paths the documentation names', () => {
  it('reads links and path-like code spans, and nothing else', () => {
    expect(
      namedPaths(
        [
          'See [the model](../docs/security-model.md#passwords) and `mfe-shared/src/rules.ts`.',
          'Not `npm run build`, `https://example.test/a.md`, `src/*.ts`, `/eoffering/config.json`',
          'nor `<version>/remoteEntry.js`, `x.md` or a folder named in prose, `releases/`.',
        ].join('\n'),
      ),
    ).toEqual([
      { path: '../docs/security-model.md', from: 'file' },
      { path: 'mfe-shared/src/rules.ts', from: 'root' },
    ]);
  });

  it.each(markdownFiles())('%s names only paths that exist', (file) => {
    const missing = namedPaths(readFileSync(join(root, file), 'utf8'))
      .filter((named) => !exists(file, named))
      .map(({ path }) => path);
    expect(missing).toEqual([]);
  });

  // A clone holds only this repository: a page that sends its reader to a folder beside it
  // points at nothing (say "kept outside this repository" instead).
  it.each(markdownFiles())('%s points to nothing outside the repository', (file) => {
    const outside = readFileSync(join(root, file), 'utf8').match(/\.\.\/shared\b[^\s`)]*/g);
    expect(outside ?? []).toEqual([]);
  });
});
