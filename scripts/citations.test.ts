import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');

/**
 * Citations a clone cannot follow: the product's own documents live outside this repository, and
 * issues and work rounds are history. Code cites `docs/` (screens, decisions, security model,
 * architecture), which states the rules in our words.
 */
const UNFOLLOWABLE: Array<[string, RegExp]> = [
  ['a spec section', /\bspec(?:'s)?(?: section)? [1-9]/i],
  ['design.md', /\bdesign(?:-card)?\.md\b/],
  ['the shared folder', /\.\.\/shared\b/],
  ['the security checklist', /\bsecurity[- ]checklist\b/i],
  ['an issue number', /\bissue #?\d+|#\d+ item\b/i],
  ['a work round', /\bthis round\b/i],
];

/** The comments of a source text: line comments and block comments, outside strings. */
export const commentsOf = (source: string): string[] =>
  [
    ...source.matchAll(
      /'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`|(\/\/[^\n]*|\/\*[\s\S]*?\*\/)/g,
    ),
  ]
    .map((match) => match[1])
    .filter((comment): comment is string => comment !== undefined);

/**
 * The titles of a test file's describe, it and test blocks (a title follows the call's opening
 * parenthesis, or an `.each` table's closing `])`): they are what a failing run prints.
 */
export const testTitlesOf = (source: string): string[] =>
  [
    ...source.matchAll(
      /(?:\b(?:describe|it|test)(?:\.only|\.skip)?\(|\]\)\()\s*(?:'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"|`((?:\\.|[^`\\])*)`)/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3] ?? '');

export const unfollowableCitations = (source: string): string[] =>
  [...commentsOf(source), ...testTitlesOf(source)].flatMap((comment) =>
    UNFOLLOWABLE.filter(([, pattern]) => pattern.test(comment)).map(
      ([what]) => `${what}: ${comment.trim().slice(0, 100)}`,
    ),
  );

const sourceFiles = (): string[] =>
  execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs', '*.css'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && existsSync(join(root, file)));

describe('comments and test titles cite what a clone holds', () => {
  it.each([
    ['// spec 4: the login modal', ['a spec section: // spec 4: the login modal']],
    ['/* design.md section 8 */', ['design.md: /* design.md section 8 */']],
    ['// Issue #2 item 3: a remote', ['an issue number: // Issue #2 item 3: a remote']],
    ["const url = 'http://example.test/spec 4'; // docs/screens/shell.md", []],
    ['// docs/screens/giving.md: the keypad', []],
    // Each call is written in two pieces, so that these examples are no titles of this file.
    ['describe' + "('result page (spec 4)', () => {", ['a spec section: result page (spec 4)']],
    [
      'it.each([[1]])' + "('pages (spec 9: 5 a page)', () => {",
      ['a spec section: pages (spec 9: 5 a page)'],
    ],
    ['it' + "('pages (docs/screens/member-centre.md)', () => {", []],
  ])('%s', (source, found) => {
    expect(unfollowableCitations(source)).toEqual(found);
  });

  it('holds for every source file', () => {
    const found = sourceFiles().flatMap((file) =>
      unfollowableCitations(readFileSync(join(root, file), 'utf8')).map(
        (citation) => `${file}: ${citation}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
