import { testConfig } from '../testing/test-config';
import type * as OpeningRemote from './opening-remote';
import { offerFirstScreenContent, type FirstScreenContent } from './first-screen';
import {
  routesFilesOf,
  startOpeningRemote,
  takeEarlyConfig,
  takeEarlyManifest,
  takeEarlyRead,
} from './opening-remote';
import { PAGE_READ_ID, pageReadMarkup } from './opening-read';

const { giving, memberCenter } = testConfig().remotes;
const GIVING_FILES = 'http://app.test/eoffering/remotes/giving/';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    { name: 'embed', assets: { js: { sync: ['embed.1.js'] }, css: { sync: [] } } },
    {
      name: 'routes',
      assets: {
        js: { sync: ['routes.2.js'], async: ['later.3.js'] },
        css: { sync: ['routes.4.css'], async: [] },
      },
    },
  ],
};

const answer = (body: unknown, status = 200): Response => {
  const response = {
    ok: status < 400,
    status,
    json: () => Promise.resolve(body),
    clone: () => response,
  };
  return response as unknown as Response;
};

/** Answers per URL; records what was asked for, with the request options. */
const network = (answers: Record<string, Response | Error>) => {
  const calls: Array<[string, RequestInit | undefined]> = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push([url, init]);
    const found = answers[url];
    if (!found) return Promise.reject(new TypeError(`Failed to fetch ${url}`));
    return found instanceof Error ? Promise.reject(found) : Promise.resolve(found);
  }) as unknown as typeof fetch;
  return calls;
};

const LIST_URL = `${testConfig().apiBaseUrl}${testConfig().api.get_project_info_list}`;

/** The home page's list as the shell's read-ahead sends it for a guest reading `language`. */
const guestListRead = (language = 'zh-TW', extra: Record<string, string> = {}) => ({
  url: LIST_URL,
  body: JSON.stringify({ url_rewrite_id: testConfig().churchRewriteId }),
  headers: {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Accept-Language': language,
    ...extra,
  },
});

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.as,
    link.href,
  ]);

/** Lets the chain config -> manifest -> preload links run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// A browser in Taiwan: the page starts in zh-TW unless a choice says otherwise.
beforeEach(() => jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-TW', 'en']));

afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  takeEarlyConfig();
  takeEarlyManifest(giving.manifestUrl);
  takeEarlyManifest(memberCenter.manifestUrl);
  takeEarlyRead(guestListRead());
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>).__eofferingFirstScreenContent;
});

describe('startOpeningRemote (docs/architecture.md: the opening remote starts with early.js)', () => {
  it.each([
    ['/eoffering/', 'the giving remote', giving.manifestUrl],
    ['/eoffering/project_detail/3', 'the giving remote', giving.manifestUrl],
    ['/eoffering/order/express/1', 'the giving remote', giving.manifestUrl],
    ['/eoffering/member_center/home', 'the member centre', memberCenter.manifestUrl],
    ['/eoffering/faq', "none: the shell's own page", null],
    ['/eoffering/no/such/page', "none: the shell's not-found page", null],
  ])('%s: config.json, then the manifest of %s', async (path, _remote, manifestUrl) => {
    const calls = network({
      '/eoffering/config.json': answer(testConfig()),
      [giving.manifestUrl]: answer(manifest),
      [memberCenter.manifestUrl]: answer({ metaData: {} }),
    });
    startOpeningRemote(path);
    await settle();
    expect(calls.filter(([url]) => url !== LIST_URL)).toEqual([
      ['/eoffering/config.json', undefined],
      ...(manifestUrl ? [[manifestUrl, { cache: 'no-cache' }]] : []),
    ]);
    await expect(takeEarlyConfig()).resolves.toEqual(testConfig());
  });

  it("preloads the giving remote's entry and the routes module's own files, next to the manifest", async () => {
    network({
      '/eoffering/config.json': answer(testConfig()),
      [giving.manifestUrl]: answer(manifest),
    });
    startOpeningRemote('/eoffering/project_detail/3');
    await settle();
    expect(preloads()).toEqual([
      ['script', `${GIVING_FILES}remoteEntry.js`],
      ['script', `${GIVING_FILES}routes.2.js`],
      ['style', `${GIVING_FILES}routes.4.css`],
    ]);
  });

  it('adds no preload for a file the shell already asked for', async () => {
    network({
      '/eoffering/config.json': answer(testConfig()),
      [giving.manifestUrl]: answer(manifest),
    });
    const entry = document.createElement('script');
    entry.src = `${GIVING_FILES}remoteEntry.js`;
    document.head.append(entry);
    startOpeningRemote('/eoffering/project_detail/3');
    await settle();
    expect(preloads()).toEqual([
      ['script', `${GIVING_FILES}routes.2.js`],
      ['style', `${GIVING_FILES}routes.4.css`],
    ]);
  });

  it('hands the manifest answer over once, and only for its URL', async () => {
    const manifestAnswer = answer(manifest);
    network({
      '/eoffering/config.json': answer(testConfig()),
      [giving.manifestUrl]: manifestAnswer,
    });
    startOpeningRemote('/eoffering/');
    await settle();
    expect(takeEarlyManifest(memberCenter.manifestUrl)).toBeNull();
    await expect(takeEarlyManifest(giving.manifestUrl)).resolves.toBe(manifestAnswer);
    expect(takeEarlyManifest(giving.manifestUrl)).toBeNull();
    expect(takeEarlyConfig()).not.toBeNull();
    expect(takeEarlyConfig()).toBeNull();
  });

  it("hands over to another copy of this module: the shell's bundle takes the early script's answers", async () => {
    const configAnswer = answer(testConfig());
    const manifestAnswer = answer(manifest);
    const listAnswer = answer({ RC: 200, Result: [] });
    const calls = network({
      '/eoffering/config.json': configAnswer,
      [giving.manifestUrl]: manifestAnswer,
      [LIST_URL]: listAnswer,
    });
    // early.js and the shell's bundle each hold their own copy of the module.
    let earlyCopy: typeof OpeningRemote | undefined;
    jest.isolateModules(() => {
      earlyCopy = jest.requireActual<typeof OpeningRemote>('./opening-remote');
    });
    earlyCopy?.startOpeningRemote('/eoffering/');
    await settle();
    await expect(takeEarlyConfig()).resolves.toEqual(testConfig());
    await expect(takeEarlyManifest(giving.manifestUrl)).resolves.toBe(manifestAnswer);
    await expect(takeEarlyRead(guestListRead())).resolves.toBe(listAnswer);
    expect(calls).toHaveLength(3);
  });

  it.each([
    ['/eoffering/', 1],
    ['/eoffering/project_detail/3', 0],
    ['/eoffering/faq', 0],
  ])('%s: asks for the project list as a guest, %i time(s)', async (path, times) => {
    const calls = network({
      '/eoffering/config.json': answer(testConfig()),
      [giving.manifestUrl]: answer(manifest),
      [LIST_URL]: answer({ RC: 200, Result: [] }),
    });
    startOpeningRemote(path);
    await settle();
    const reads = calls.filter(([url]) => url === LIST_URL);
    expect(reads).toHaveLength(times);
    if (times) {
      const { body, headers } = guestListRead();
      expect(reads[0]?.[1]).toEqual({ method: 'POST', body, headers });
    }
  });

  it.each([
    ['a remembered choice', () => localStorage.setItem('eoffering.language', 'en'), 'en'],
    ['the browser', () => undefined, 'zh-TW'],
    [
      'the address (?lang=en)',
      () => window.history.replaceState(null, '', '/eoffering/?lang=en'),
      'en',
    ],
    [
      'an English browser',
      () => jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']),
      'en',
    ],
  ])(
    "asks for the list in the language the page will start in: %s's",
    async (_case, arrange, language) => {
      arrange();
      network({
        '/eoffering/config.json': answer(testConfig()),
        [giving.manifestUrl]: answer(manifest),
        [LIST_URL]: answer({ RC: 200, Result: [] }),
      });
      startOpeningRemote('/eoffering/');
      await settle();
      expect(takeEarlyRead(guestListRead(language))).not.toBeNull();
    },
  );

  it('hands the list over once, only for the same URL, body and headers, told apart without localeCompare', async () => {
    // The first localeCompare of a page loads the collation data, before the list's request.
    const localeCompare = jest.spyOn(String.prototype, 'localeCompare');
    const listAnswer = answer({ RC: 200, Result: [] });
    network({
      '/eoffering/config.json': answer(testConfig()),
      [giving.manifestUrl]: answer(manifest),
      [LIST_URL]: listAnswer,
    });
    startOpeningRemote('/eoffering/');
    await settle();
    expect(takeEarlyRead(guestListRead('en'))).toBeNull();
    expect(takeEarlyRead(guestListRead('zh-TW', { Authorization: 'Bearer x' }))).toBeNull();
    expect(takeEarlyRead({ ...guestListRead(), body: '{"url_rewrite_id":"other"}' })).toBeNull();
    // The same headers in another order, as the read-ahead spreads the caller's headers last.
    const reordered = {
      ...guestListRead(),
      headers: Object.fromEntries(Object.entries(guestListRead().headers).reverse()),
    };
    await expect(takeEarlyRead(reordered)).resolves.toBe(listAnswer);
    expect(takeEarlyRead(guestListRead())).toBeNull();
    expect(localeCompare).not.toHaveBeenCalled();
    localeCompare.mockRestore();
  });

  it('takes the list the page carries for the same request, once, without asking for it', async () => {
    // jsdom has no fetch API: the page's answer is made as a browser's Response would be.
    class PageResponse {
      constructor(
        private readonly text: string,
        readonly init: ResponseInit,
      ) {}
      json = (): Promise<unknown> => Promise.resolve(JSON.parse(this.text));
    }
    Object.defineProperty(globalThis, 'Response', { value: PageResponse, configurable: true });
    const body = JSON.stringify({ RC: 501, RM: 'success', Result: [] });
    document.body.innerHTML = pageReadMarkup(guestListRead(), 200, body);
    const calls = network({
      '/eoffering/config.json': answer(testConfig()),
      [giving.manifestUrl]: answer(manifest),
    });
    startOpeningRemote('/eoffering/');
    await settle();
    expect(calls.map(([url]) => url)).not.toContain(LIST_URL);
    const taken = await takeEarlyRead(guestListRead());
    await expect(taken?.json()).resolves.toEqual(JSON.parse(body));
    expect(document.getElementById(PAGE_READ_ID)).toBeNull();
    expect(taken).toMatchObject({ init: { status: 200 } });
    Reflect.deleteProperty(globalThis, 'Response');
  });

  it.each([
    ['read in another language', pageReadMarkup(guestListRead('en'), 200, '{"RC":501}')],
    ['not an answer', `<script type="application/json" id="${PAGE_READ_ID}">{"request":</script>`],
  ])('asks for the list when the page carries one %s', async (_case, markup) => {
    document.body.innerHTML = markup;
    const calls = network({
      '/eoffering/config.json': answer(testConfig()),
      [giving.manifestUrl]: answer(manifest),
      [LIST_URL]: answer({ RC: 501, Result: [] }),
    });
    startOpeningRemote('/eoffering/');
    await settle();
    expect(calls.map(([url]) => url)).toContain(LIST_URL);
  });

  it('preloads nothing when the manifest is refused; the shell retries and reports it', async () => {
    network({
      '/eoffering/config.json': answer(testConfig()),
      [giving.manifestUrl]: answer('down', 503),
    });
    startOpeningRemote('/eoffering/');
    await settle();
    expect(preloads()).toEqual([]);
    await expect(takeEarlyManifest(giving.manifestUrl)).resolves.toMatchObject({ status: 503 });
  });

  it.each([
    ['config.json cannot be reached', new TypeError('Failed to fetch')],
    ['config.json answers 500', answer('oops', 500)],
  ])('asks for no manifest when %s, and hands the failure to the shell', async (_case, config) => {
    const calls = network({ '/eoffering/config.json': config });
    startOpeningRemote('/eoffering/');
    await settle();
    expect(calls).toHaveLength(1);
    await expect(takeEarlyConfig()).rejects.toBeInstanceOf(Error);
    expect(takeEarlyManifest(giving.manifestUrl)).toBeNull();
  });
});

describe("startOpeningRemote on the home page: the static first screen's parts", () => {
  const LIST = { RC: 501, RM: 'ok', Result: [{ project_aid: 1 }] };
  const content: FirstScreenContent = () => document.createElement('section');

  const homeNetwork = (list: Response = answer(LIST)) =>
    network({
      '/eoffering/config.json': answer(testConfig()),
      [giving.manifestUrl]: answer(manifest),
      [LIST_URL]: list,
    });

  const added = (selector: string) => {
    const element = document.head.querySelector(selector);
    if (!element) throw new Error(`nothing in the page matches ${selector}`);
    return element;
  };
  const script = () => added(`script[src="${GIVING_FILES}first-screen.js"]`);
  const stylesheet = () => added(`link[rel="stylesheet"][href="${GIVING_FILES}first-screen.css"]`);

  it("loads the remote's first-screen script and stylesheet beside its manifest, with it", async () => {
    homeNetwork();
    void startOpeningRemote('/eoffering/');
    await settle();
    expect(script()).toHaveProperty('async', true);
    expect(stylesheet()).toBeTruthy();
    expect(preloads()).toEqual([
      ['script', `${GIVING_FILES}remoteEntry.js`],
      ['script', `${GIVING_FILES}routes.2.js`],
      ['style', `${GIVING_FILES}routes.4.css`],
    ]);
  });

  it('resolves with the list, the content the script offered and the language once all are in', async () => {
    homeNetwork();
    localStorage.setItem('eoffering.language', 'en');
    const parts = startOpeningRemote('/eoffering/');
    await settle();
    offerFirstScreenContent(content);
    script().dispatchEvent(new Event('load'));
    stylesheet().dispatchEvent(new Event('load'));
    await expect(parts).resolves.toEqual({ answer: LIST, content, language: 'en' });
    // The original answer is still the shell's read-ahead's to take.
    expect(takeEarlyRead(guestListRead('en'))).not.toBeNull();
  });

  it.each([
    ['the remote has no first-screen script', () => script().dispatchEvent(new Event('error'))],
    ['its stylesheet does not load', () => stylesheet().dispatchEvent(new Event('error'))],
  ])('resolves with nothing when %s', async (_case, fail) => {
    homeNetwork();
    const parts = startOpeningRemote('/eoffering/');
    await settle();
    offerFirstScreenContent(content);
    fail();
    await expect(parts).resolves.toBeNull();
  });

  it('paints without waiting for the manifest, which only names the next files', async () => {
    globalThis.fetch = jest.fn((input: RequestInfo | URL) =>
      String(input) === giving.manifestUrl
        ? new Promise<Response>(() => undefined)
        : Promise.resolve(String(input) === LIST_URL ? answer(LIST) : answer(testConfig())),
    ) as unknown as typeof fetch;
    const parts = startOpeningRemote('/eoffering/');
    await settle();
    offerFirstScreenContent(content);
    script().dispatchEvent(new Event('load'));
    stylesheet().dispatchEvent(new Event('load'));
    await expect(parts).resolves.toMatchObject({ answer: LIST });
  });

  it('resolves with nothing when the list is refused', async () => {
    homeNetwork(answer('down', 503));
    const parts = startOpeningRemote('/eoffering/');
    await settle();
    offerFirstScreenContent(content);
    script().dispatchEvent(new Event('load'));
    stylesheet().dispatchEvent(new Event('load'));
    await expect(parts).resolves.toBeNull();
  });

  it.each(['/eoffering/project_detail/3', '/eoffering/faq'])(
    'resolves with nothing on %s and runs no first-screen script',
    async (path) => {
      homeNetwork();
      await expect(startOpeningRemote(path)).resolves.toBeNull();
      await settle();
      expect(document.head.querySelector('script')).toBeNull();
    },
  );
});

describe('routesFilesOf', () => {
  const at = 'https://cdn.test/giving/v2/mf-manifest.json';

  it.each([
    ['no manifest', null, []],
    ['no remote entry', { metaData: {} }, []],
    [
      'an entry in a folder and no routes module',
      { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } }, exposes: [] },
      [{ as: 'script', href: 'https://cdn.test/giving/v2/entry/remoteEntry.js' }],
    ],
    [
      'the routes module',
      manifest,
      [
        { as: 'script', href: 'https://cdn.test/giving/v2/remoteEntry.js' },
        { as: 'script', href: 'https://cdn.test/giving/v2/routes.2.js' },
        { as: 'style', href: 'https://cdn.test/giving/v2/routes.4.css' },
      ],
    ],
  ])('%s', (_case, body, files) => {
    expect(routesFilesOf(body, at)).toEqual(files);
  });
});
