import request from 'supertest';
import type { RuntimeConfig } from '@eoffering/shared/contract';
import { testApp } from '../../test-support/test-app';
import { publishRelease, switchLive } from '@eoffering/deploy/hosting/releases';
import { releaseFolderPerTest } from '@eoffering/deploy/hosting/testing/remote-build';

// docs/deploying-a-remote.md: releases side by side, the live one named in live.json.

const releases = releaseFolderPerTest();

describe('the server and its releases', () => {
  const app = () => testApp({ settings: { releasesDir: releases.releasesDir } }).app;

  it('names the live release in config.json from the next request on, and serves every release', async () => {
    publishRelease(releases.releasesDir, 'giving', '1.0.0', releases.build('a'));
    publishRelease(releases.releasesDir, 'giving', '1.1.0', releases.build('b'));
    const manifestOf = async () =>
      ((await request(app()).get('/eoffering/config.json')).body as RuntimeConfig).remotes.giving
        .manifestUrl;

    expect(await manifestOf()).toBe('/eoffering/remotes/giving/mf-manifest.json');
    switchLive(releases.releasesDir, 'giving', '1.1.0');
    expect(await manifestOf()).toBe('/eoffering/remotes/giving/1.1.0/mf-manifest.json');
    switchLive(releases.releasesDir, 'giving', '1.0.0');
    expect(await manifestOf()).toBe('/eoffering/remotes/giving/1.0.0/mf-manifest.json');

    // The release no longer live keeps its files for the pages still on it.
    const entry = await request(app()).get('/eoffering/remotes/giving/1.1.0/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.text).toBe('/* b */');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await request(app()).get('/eoffering/remotes/giving/1.0.0/213.0a1b2c3d.js');
    expect(chunk.text).toBe('chunk a');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/eoffering/remotes/giving/3.0.0/remoteEntry.js',
    '/eoffering/remotes/live.json',
    '/eoffering/remotes/giving/1.0.0/.stats/module-sizes.json',
  ])('answers %s with 404', async (path) => {
    publishRelease(releases.releasesDir, 'giving', '1.0.0', releases.build('a'));
    switchLive(releases.releasesDir, 'giving', '1.0.0');
    expect((await request(app()).get(path)).status).toBe(404);
  });

  // docs/security-model.md, 'Hosting'. Shown failing: the release route matched the version's
  // prefix and express.static resolved the rest inside the releases folder, live.json included.
  it.each([
    '/eoffering/remotes/giving/9.9.9/../../live.json',
    '/eoffering/remotes/giving/1.0.0/../../live.json',
    '/eoffering/remotes/giving/1.0.0/%2e%2e/%2e%2e/live.json',
    '/eoffering/remotes/giving/1.0.0/..%2f..%2flive.json',
    '/eoffering/remotes/giving/1.0.0/.%2E/.%2e/live.json',
    '/eoffering/remotes/giving/1.0.0/..%5c..%5clive.json',
    '/eoffering/remotes/giving/1.0.0/./remoteEntry.js',
  ])('never leaves the folder %s addresses', async (path) => {
    publishRelease(releases.releasesDir, 'giving', '1.0.0', releases.build('a'));
    switchLive(releases.releasesDir, 'giving', '1.0.0');
    const res = await request(app()).get(path);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('"giving"');
  });

  it('serves no build statistics', async () => {
    const served = testApp({
      settings: {
        dist: {
          shell: releases.build('s'),
          giving: releases.build('g'),
          memberCenter: releases.build('m'),
        },
      },
    }).app;
    for (const path of [
      '/eoffering/.stats/module-sizes.json',
      '/eoffering/remotes/giving/.stats/module-sizes.json',
      '/eoffering/remotes/member-center/.stats/module-sizes.json',
    ]) {
      expect({ path, status: (await request(served).get(path)).status }).toEqual({
        path,
        status: 404,
      });
    }
    expect((await request(served).get('/eoffering/remotes/giving/remoteEntry.js')).text).toBe(
      '/* g */',
    );
  });
});
