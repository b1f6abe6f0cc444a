import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const e2e = join(__dirname, '..', 'e2e');

/** The spec files named in the first column of the file table of e2e/README.md. */
const listedSpecs = (readme: string): string[] =>
  readme
    .split('\n')
    .map((line) => /^\|\s*`tests\/([^`]+\.spec\.ts)`\s*\|/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();

const specFiles = (): string[] =>
  readdirSync(join(e2e, 'tests'))
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();

// The README's table is how a reader finds which journey covers what; it must name every journey.
describe('e2e/README.md', () => {
  it('lists exactly the journeys in e2e/tests', () => {
    const readme = readFileSync(join(e2e, 'README.md'), 'utf8');
    expect(listedSpecs(readme)).toEqual(specFiles());
  });

  it('reads the file column of a table row and nothing else', () => {
    const readme = [
      '| file | covers |',
      '| `tests/a.spec.ts` | a |',
      '| `tests/b.spec.ts`   | mentions `tests/c.spec.ts` |',
      'Prose naming `tests/d.spec.ts`.',
    ].join('\n');
    expect(listedSpecs(readme)).toEqual(['a.spec.ts', 'b.spec.ts']);
  });
});
