import { testConfig } from '../testing/test-config';
import { ConfigError } from './parse-config';
import { DEFAULT_CONFIG_URL, getConfig, loadConfig, setConfig } from './config-store';

const answer = (body: unknown, status = 200): Response =>
  ({ ok: status < 400, status, json: () => Promise.resolve(body) }) as Response;

describe('loadConfig', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

  beforeEach(() => {
    // jsdom has no fetch; each test says what the network answers.
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockReset();
    setConfig(null);
  });

  it('fetches /eoffering/config.json once and shares the answer', async () => {
    fetchMock.mockResolvedValue(answer(testConfig()));
    const [first, second] = await Promise.all([loadConfig(), loadConfig()]);
    await loadConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/eoffering/config.json');
    expect(first).toEqual(testConfig());
    expect(second).toBe(first);
    expect(getConfig()).toBe(first);
  });

  it("takes the body the shell's entry script already asked for, and asks nothing more", async () => {
    const config = await loadConfig(DEFAULT_CONFIG_URL, Promise.resolve(testConfig()));
    expect(config).toEqual(testConfig());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks an early body like a fetched one', async () => {
    await expect(loadConfig(DEFAULT_CONFIG_URL, Promise.resolve([]))).rejects.toThrow(
      'the document must be an object',
    );
  });

  it('asks again itself when the early request failed', async () => {
    fetchMock.mockResolvedValue(answer(testConfig()));
    const early = Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadConfig(DEFAULT_CONFIG_URL, early)).resolves.toEqual(testConfig());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a document that is not an object', [], 'the document must be an object'],
    ['a missing API path', { ...testConfig(), api: {} }, 'api.get_project_info_list must be'],
    [
      'a remote without manifest',
      { ...testConfig(), remotes: { giving: { name: 'g' } } },
      'remotes.giving.manifestUrl',
    ],
    [
      'an auth block without the logout URL',
      { ...testConfig(), auth: { signin: '/signin', reauth: '/auth/reauth' } },
      'auth.logout must be a non-empty string',
    ],
    ['a dev flag that is a string', { ...testConfig(), dev: 'yes' }, 'dev must be true or false'],
    [
      'an English mailbox that is empty',
      { ...testConfig(), office: { ...testConfig().office, mailboxEn: '' } },
      'office.mailboxEn must be a non-empty string',
    ],
  ])('rejects %s with an error naming the field', async (_case, body, message) => {
    fetchMock.mockResolvedValue(answer(body));
    await expect(loadConfig()).rejects.toThrow(message);
  });

  it('takes a config.json without the English mailbox, as before it had one', async () => {
    const office = { ...testConfig().office, mailboxEn: undefined };
    fetchMock.mockResolvedValue(answer({ ...testConfig(), office }));
    const loaded = await loadConfig();
    expect(loaded.office).not.toHaveProperty('mailboxEn');
    expect(loaded.office.mailbox).toBe('台北郵政 1-234 號信箱');
  });

  it('rejects a body that is not JSON and can try again afterwards', async () => {
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      json: () => Promise.reject(new SyntaxError('Unexpected token <')),
    } as Response);
    const failure = loadConfig('/x/config.json');
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow('config.json is malformed: /x/config.json is not JSON');
    fetchMock.mockResolvedValueOnce(answer(testConfig()));
    await expect(loadConfig('/x/config.json')).resolves.toEqual(testConfig());
  });

  it('reports an HTTP failure with its status', async () => {
    fetchMock.mockResolvedValue(answer({}, 404));
    await expect(loadConfig()).rejects.toThrow('HTTP 404');
  });

  it('getConfig before any load says what to do', () => {
    expect(() => getConfig()).toThrow('await loadConfig() first');
  });

  it('setConfig puts a configuration in place without fetching', async () => {
    setConfig(testConfig({ dev: true }));
    await expect(loadConfig()).resolves.toMatchObject({ dev: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
