import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ReleaseError,
  listReleases,
  liveManifestUrl,
  publishRelease,
  readLive,
  switchLive,
} from './releases';
import { remoteBuild } from './testing/remote-build';

// docs/deploying-a-remote.md: releases side by side, the live one named in live.json.

let root: string;
let releasesDir: string;

const build = (mark: string): string => remoteBuild(root, mark);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'eoffering-releases-'));
  releasesDir = join(root, 'releases');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('publishing and switching releases', () => {
  it('publishes builds side by side, without the build measurements, oldest first', () => {
    publishRelease(releasesDir, 'giving', '1.10.0', build('b'));
    publishRelease(releasesDir, 'giving', '1.9.0', build('a'));
    expect(listReleases(releasesDir, 'giving')).toEqual(['1.9.0', '1.10.0']);
    expect(listReleases(releasesDir, 'memberCenter')).toEqual([]);
    const folder = join(releasesDir, 'giving', '1.9.0');
    expect(readFileSync(join(folder, 'remoteEntry.js'), 'utf8')).toBe('/* a */');
    expect(() => readFileSync(join(folder, '.stats', 'module-sizes.json'))).toThrow();
  });

  it.each([
    ['a published version again', '1.0.0', 'is published already'],
    ['a version that is not a release number', 'latest', 'is not a release version'],
  ])('refuses %s', (_case, version, message) => {
    publishRelease(releasesDir, 'giving', '1.0.0', build('a'));
    expect(() => publishRelease(releasesDir, 'giving', version, build('b'))).toThrow(message);
  });

  it('refuses a folder that holds no build', () => {
    expect(() => publishRelease(releasesDir, 'giving', '1.0.0', join(root, 'nothing'))).toThrow(
      ReleaseError,
    );
  });

  it('switches the live release and back, and refuses one not published', () => {
    publishRelease(releasesDir, 'giving', '1.0.0', build('a'));
    publishRelease(releasesDir, 'giving', '1.1.0', build('b'));
    expect(readLive(releasesDir)).toEqual({});
    switchLive(releasesDir, 'giving', '1.1.0');
    expect(readLive(releasesDir)).toEqual({ giving: '1.1.0' });
    switchLive(releasesDir, 'giving', '1.0.0');
    expect(readLive(releasesDir)).toEqual({ giving: '1.0.0' });
    expect(() => switchLive(releasesDir, 'giving', '2.0.0')).toThrow('is not published');
    expect(readLive(releasesDir)).toEqual({ giving: '1.0.0' });
  });

  it.each([
    ['not JSON', 'oops'],
    ['a list', '["1.0.0"]'],
    ['an unknown remote and a bad version', '{"other":"1.0.0","giving":"../../etc"}'],
  ])('reads no live release from a live.json that is %s', (_case, text) => {
    mkdirSync(releasesDir, { recursive: true });
    writeFileSync(join(releasesDir, 'live.json'), text);
    expect(readLive(releasesDir)).toEqual({});
  });

  it.each([
    [
      'the default place, a live release',
      '/eoffering/remotes/giving/mf-manifest.json',
      { giving: '1.2.0' },
      '/eoffering/remotes/giving/1.2.0/mf-manifest.json',
    ],
    [
      'the default place, no live release',
      '/eoffering/remotes/giving/mf-manifest.json',
      {},
      '/eoffering/remotes/giving/mf-manifest.json',
    ],
    [
      'a CDN set in the environment',
      'https://cdn.example.org/giving/2.0.0/mf-manifest.json',
      { giving: '1.2.0' },
      'https://cdn.example.org/giving/2.0.0/mf-manifest.json',
    ],
  ])('gives the manifest URL at %s', (_case, configured, live, url) => {
    expect(liveManifestUrl('/eoffering', 'giving', configured, live)).toBe(url);
  });
});
