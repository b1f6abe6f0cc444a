import { setConfig } from '@eoffering/shared';
import { testConfig } from '@eoffering/shared/testing';
import { within } from '@testing-library/react';
import { aProject } from '../../testing/fixtures';
import { mount } from './embed';
import { GIVING_ELEMENT } from './giving-element';

// jsdom has no constructable stylesheets (Chromium has; e2e/tests/embed.spec.ts shows the styles).
beforeAll(() => {
  Object.assign(CSSStyleSheet.prototype, { replaceSync: () => undefined });
  Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
    configurable: true,
    get: () => [],
    set: () => undefined,
  });
});

const json = (body: unknown): Promise<Response> =>
  Promise.resolve({ ok: true, status: 200, json: async () => body } as Response);

let host: HTMLElement;
let sent: string[];

beforeEach(() => {
  setConfig(null);
  sent = [];
  window.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = String(input);
    sent.push(url);
    return url.endsWith('/config.json')
      ? json(testConfig({ apiBaseUrl: '' }))
      : json({ RC: 501, RM: 'success', Result: [aProject({ project_aid: 2 })] });
  });
  // The federated host's element the widget is mounted into.
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(() => {
  host.remove();
  jest.restoreAllMocks();
});

// docs/decisions.md, one giving widget: ./embed mounts the element embed.js defines.
describe('./embed on a federated host page', () => {
  it.each([
    ['en', 'Start donating to 一般奉獻'],
    ['zh-TW', '開始奉獻：一般奉獻'],
  ] as const)(
    'mounts <eoffering-giving> in %s, its start link on the portal’s express order page',
    async (language, name) => {
      mount(host, { language });

      const element = host.querySelector(GIVING_ELEMENT);
      expect(element).toHaveAttribute('lang', language);
      const widget = within(element?.shadowRoot as unknown as HTMLElement);
      expect(await widget.findByRole('link', { name })).toHaveAttribute(
        'href',
        `${window.location.origin}/eoffering/order/express/2`,
      );
      expect(sent).toEqual([
        `${window.location.origin}/eoffering/config.json`,
        `${window.location.origin}/api/get_project_info_list`,
      ]);
    },
  );

  it('leaves the language to the element (the browser’s) when none is given, and unmounts', () => {
    const unmount = mount(host);
    expect(host.querySelector(GIVING_ELEMENT)).not.toHaveAttribute('lang');

    unmount();
    expect(host).toBeEmptyDOMElement();
  });
});
