import { http } from './http-client';

// docs/architecture.md: a call leaves at once. Where the browser has the asynchronous Cookie Store,
// axios would otherwise wait for it (to echo an XSRF cookie this API never sets), and its answer
// comes only when the page's main thread is free.
describe('the HTTP client', () => {
  const cookieStore = { get: jest.fn(() => new Promise<never>(() => undefined)) };
  let send: jest.SpyInstance;

  beforeEach(() => {
    Object.defineProperty(window, 'cookieStore', { value: cookieStore, configurable: true });
    send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
  });

  afterEach(() => {
    send.mockRestore();
    Reflect.deleteProperty(window, 'cookieStore');
  });

  it('sends a same-origin request without waiting for the cookie store', async () => {
    const controller = new AbortController();
    const request = http.post('/api/project/info-list', {}, { signal: controller.signal });
    // Only the interceptor chain (promise callbacks) stands between the call and the wire.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(send).toHaveBeenCalledTimes(1);
    expect(cookieStore.get).not.toHaveBeenCalled();
    controller.abort();
    await expect(request).rejects.toMatchObject({ code: 'ERR_CANCELED' });
  });
});
