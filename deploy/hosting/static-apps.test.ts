import { cacheControlFor } from './static-apps';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the cache rule of the builds', () => {
  it('knows hashed names from fixed ones', () => {
    expect(cacheControlFor('/x/vendors-node_modules_react.8f2a9c1e.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
  });
});
