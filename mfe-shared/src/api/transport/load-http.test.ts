import { loadedHttp, preloadHttpClient } from './load-http';

describe('the HTTP client chunk', () => {
  it('is loaded by nothing until a call or the preload asks for it', async () => {
    expect(loadedHttp()).toBeNull();
    preloadHttpClient();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadedHttp()?.http.defaults.timeout).toBe(30_000);
  });
});
