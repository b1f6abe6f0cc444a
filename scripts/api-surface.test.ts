import {
  publicEntries,
  readReports,
  readSurfaceVersions,
  recordSurface,
  sharedPackage,
  surfaceHash,
} from './api-surface';

// docs/architecture.md, compatibility policy: the reports in mfe-shared/api are the library's
// surface; a version names one surface, so a changed report needs a new version.
describe("@eoffering/shared's API reports and version", () => {
  it('has a report for every public entry, and no other', () => {
    const names = publicEntries(sharedPackage().exports).map(({ reportName }) => reportName);
    expect(Object.keys(readReports()).sort()).toEqual([...names].sort());
  });

  it('records the surface of the current version: a changed report needs a version bump', () => {
    const { version } = sharedPackage();
    const recorded = readSurfaceVersions()[version];
    expect({ version, hash: recorded }).toEqual({ version, hash: surfaceHash(readReports()) });
  });
});

describe('publicEntries', () => {
  it('names a report after each TypeScript entry, leaving the build preset and package.json', () => {
    expect(
      publicEntries({
        '.': './src/index.ts',
        './contract/schemas': './src/contract/schemas.ts',
        './webpack': './webpack/index.js',
        './package.json': './package.json',
      }),
    ).toEqual([
      { importPath: '@eoffering/shared', source: 'src/index.ts', reportName: 'index.api.md' },
      {
        importPath: '@eoffering/shared/contract/schemas',
        source: 'src/contract/schemas.ts',
        reportName: 'contract-schemas.api.md',
      },
    ]);
  });
});

describe('surfaceHash', () => {
  const reports = { 'a.api.md': 'export const a: 1;\n', 'b.api.md': 'export const b: 2;\n' };

  it.each([
    [
      'another order of the files',
      { 'b.api.md': reports['b.api.md'], 'a.api.md': reports['a.api.md'] },
      true,
    ],
    ['Windows line endings', { ...reports, 'a.api.md': 'export const a: 1;\r\n' }, true],
    ['a changed signature', { ...reports, 'a.api.md': 'export const a: 2;\n' }, false],
    ['a removed entry', { 'a.api.md': reports['a.api.md'] }, false],
    [
      'a renamed report',
      { 'c.api.md': reports['a.api.md'], 'b.api.md': reports['b.api.md'] },
      false,
    ],
  ])('with %s is the same: %s', (_case, other, same) => {
    expect(surfaceHash(other) === surfaceHash(reports)).toBe(same);
  });
});

describe('recordSurface', () => {
  it('records a new version, and the same surface again for a version already recorded', () => {
    expect(recordSurface({ '1.0.0': 'aaa' }, '1.1.0', 'bbb')).toEqual({
      '1.0.0': 'aaa',
      '1.1.0': 'bbb',
    });
    expect(recordSurface({ '1.1.0': 'bbb' }, '1.1.0', 'bbb')).toEqual({ '1.1.0': 'bbb' });
  });

  it('refuses another surface for a version already recorded, naming the way forward', () => {
    expect(() => recordSurface({ '1.1.0': 'bbb' }, '1.1.0', 'ccc')).toThrow(
      '@eoffering/shared 1.1.0 already has another API surface. Add a changeset (`npx changeset`: ' +
        'major for a removal or an incompatible change, minor for an addition, patch otherwise), ' +
        'then `npm run version:shared` to bump the version and record the report.',
    );
  });
});
