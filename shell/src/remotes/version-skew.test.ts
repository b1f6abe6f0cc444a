import { firstSkew, releaseOf, runsOn } from './version-skew';

describe('releaseOf', () => {
  it.each([
    ['1.2.3', { major: 1, minor: 2, patch: 3 }],
    ['^1.2.3', { major: 1, minor: 2, patch: 3 }],
    ['~0.4.1', { major: 0, minor: 4, patch: 1 }],
    ['>=2.0.0', { major: 2, minor: 0, patch: 0 }],
    ['1.3.0-next.1', { major: 1, minor: 3, patch: 0 }],
    ['*', null],
    ['workspace:*', null],
    [undefined, null],
  ])('reads %s as %j', (text, release) => {
    expect(releaseOf(text)).toEqual(release);
  });
});

// docs/architecture.md, compatibility policy.
describe('runsOn: code built against one release, on the page holding another', () => {
  it.each([
    ['1.1.0', '1.1.0', true, 'the same release'],
    ['1.0.0', '1.1.0', true, 'an older minor'],
    ['1.1.5', '1.1.0', true, 'a newer patch only fixes'],
    ['1.2.0', '1.1.0', false, 'a newer minor: its new exports are missing'],
    ['2.0.0', '1.1.0', false, 'a newer major'],
    ['0.9.0', '1.1.0', false, 'an older major'],
    ['0.1.0', '0.1.3', true, 'below 1.0.0, the same minor'],
    ['0.1.0', '0.2.0', false, 'below 1.0.0, the minor is the breaking number'],
  ])('built %s, held %s: %s (%s)', (built, held, runs) => {
    const [b, h] = [releaseOf(built), releaseOf(held)];
    if (!b || !h) throw new Error('test versions are releases');
    expect(runsOn(b, h)).toBe(runs);
  });
});

describe('firstSkew', () => {
  const held = { lib: '1.1.0', runtime: '2.9.2' };

  it('names the first claim the page cannot satisfy', () => {
    expect(
      firstSkew(
        [
          { what: 'lib', needs: '1.0.0' },
          { what: 'runtime', needs: '3.0.0' },
          { what: 'lib', needs: '^1.2.0' },
        ],
        held,
      ),
    ).toEqual({ what: 'runtime', needs: '3.0.0', held: '2.9.2' });
  });

  it('checks nothing that is not a release number on either side', () => {
    expect(
      firstSkew(
        [
          { what: 'lib', needs: undefined },
          { what: 'runtime', needs: '*' },
          { what: 'other', needs: '9.0.0' },
        ],
        held,
      ),
    ).toBeNull();
  });
});
