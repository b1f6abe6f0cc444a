import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ReleaseError,
  listReleases,
  liveManifestUrl,
  publishRelease,
  readLive,
  switchLive,
} from './releases';
import { releaseFolderPerTest } from './testing/remote-build';

// docs/deploying-a-remote.md: releases side by side, the live one named in live.json.

const releases = releaseFolderPerTest();

describe('publishing and switching releases', () => {
  it('publishes builds side by side, without the build measurements, oldest first', () => {
    publishRelease(releases.releasesDir, 'giving', '1.10.0', releases.build('b'));
    publishRelease(releases.releasesDir, 'giving', '1.9.0', releases.build('a'));
    expect(listReleases(releases.releasesDir, 'giving')).toEqual(['1.9.0', '1.10.0']);
    expect(listReleases(releases.releasesDir, 'memberCenter')).toEqual([]);
    const folder = join(releases.releasesDir, 'giving', '1.9.0');
    expect(readFileSync(join(folder, 'remoteEntry.js'), 'utf8')).toBe('/* a */');
    expect(() => readFileSync(join(folder, '.stats', 'module-sizes.json'))).toThrow();
  });

  it.each([
    ['a published version again', '1.0.0', 'is published already'],
    ['a version that is not a release number', 'latest', 'is not a release version'],
  ])('refuses %s', (_case, version, message) => {
    publishRelease(releases.releasesDir, 'giving', '1.0.0', releases.build('a'));
    expect(() =>
      publishRelease(releases.releasesDir, 'giving', version, releases.build('b')),
    ).toThrow(message);
  });

  it('refuses a folder that holds no build', () => {
    expect(() =>
      publishRelease(releases.releasesDir, 'giving', '1.0.0', join(releases.root, 'nothing')),
    ).toThrow(ReleaseError);
  });

  it('switches the live release and back, and refuses one not published', () => {
    publishRelease(releases.releasesDir, 'giving', '1.0.0', releases.build('a'));
    publishRelease(releases.releasesDir, 'giving', '1.1.0', releases.build('b'));
    expect(readLive(releases.releasesDir)).toEqual({});
    switchLive(releases.releasesDir, 'giving', '1.1.0');
    expect(readLive(releases.releasesDir)).toEqual({ giving: '1.1.0' });
    switchLive(releases.releasesDir, 'giving', '1.0.0');
    expect(readLive(releases.releasesDir)).toEqual({ giving: '1.0.0' });
    expect(() => switchLive(releases.releasesDir, 'giving', '2.0.0')).toThrow('is not published');
    expect(readLive(releases.releasesDir)).toEqual({ giving: '1.0.0' });
  });

  it.each([
    ['not JSON', 'oops'],
    ['a list', '["1.0.0"]'],
    ['an unknown remote and a bad version', '{"other":"1.0.0","giving":"../../etc"}'],
  ])('reads no live release from a live.json that is %s', (_case, text) => {
    mkdirSync(releases.releasesDir, { recursive: true });
    writeFileSync(join(releases.releasesDir, 'live.json'), text);
    expect(readLive(releases.releasesDir)).toEqual({});
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
