import { test as base, expect, type Page } from '@playwright/test';
import { signInByApi, type DemoMember } from './backend';
import { e2ePort } from './environment';
import { startSeededServer } from './seeded-server';
import { languageOfLocale, textsFor, type Texts } from './texts';

interface Options {
  /**
   * Starts the test signed in as this demo member: the browser storage holds a token from
   * `/signin`, as the main site's login leaves it. Journeys that test signing in set none.
   */
  member: DemoMember | null;
  /**
   * A token of the test's own instead of the worker's shared one: a test that logs out revokes
   * its token on the server (docs/security-model.md), which must not sign out the tests after it.
   */
  ownToken: boolean;
}

interface TestFixtures {
  /** The texts of the language the app picks for this project's browser locale. */
  t: Texts;
  /** The id_token in the browser storage when the test starts; null without `member`. */
  startToken: string | null;
  /** The same, for tests that set `member`. */
  memberToken: string;
}

interface WorkerFixtures {
  /**
   * The worker's own mock-server at `e2eOrigin`, freshly seeded from the demo fixtures: the
   * journeys of a worker share it one file after another, the workers share nothing.
   */
  e2eServer: string;
  /** A sign-in per demo member and worker, reused by every test that needs it until TOKEN_REUSE_MS. */
  tokenFor: (member: DemoMember) => Promise<string>;
}

declare global {
  interface Window {
    /** Set by `markDocument` to prove a later check runs in the same document (no reload). */
    e2eDocumentMark?: string;
  }
}

/**
 * How long a worker hands the same sign-in to its tests. A page counts a token within 300 s of its
 * 30-minute expiry as no sign-in (docs/screens/shell.md), and a language run lasts over twenty
 * minutes: a token is signed in afresh well before that.
 */
const TOKEN_REUSE_MS = 10 * 60 * 1000;

// Fixture functions name their callback `provide`: the React hooks lint rule reserves `use`.
export const test = base.extend<Options & TestFixtures, WorkerFixtures>({
  member: [null, { option: true }],
  ownToken: [false, { option: true }],

  e2eServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startSeededServer(e2ePort);
      await provide(server.origin);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],

  // Every page and request of a test goes to its worker's server (the config cannot know it).
  baseURL: async ({ e2eServer }, provide) => {
    await provide(e2eServer);
  },

  tokenFor: [
    async ({ playwright, e2eServer }, provide) => {
      const request = await playwright.request.newContext({ baseURL: e2eServer });
      const tokens = new Map<DemoMember, { token: Promise<string>; at: number }>();
      await provide((member) => {
        const kept = tokens.get(member);
        if (kept && Date.now() - kept.at < TOKEN_REUSE_MS) return kept.token;
        const token = signInByApi(request, member);
        tokens.set(member, { token, at: Date.now() });
        return token;
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  startToken: async ({ member, ownToken, tokenFor, playwright, e2eServer }, provide) => {
    if (!member) return provide(null);
    if (!ownToken) return provide(await tokenFor(member));
    const request = await playwright.request.newContext({ baseURL: e2eServer });
    const token = await signInByApi(request, member);
    await request.dispose();
    return provide(token);
  },

  memberToken: async ({ startToken }, provide) => {
    if (!startToken) throw new Error('memberToken needs test.use({ member })');
    await provide(startToken);
  },

  storageState: async ({ startToken, storageState, e2eServer }, provide) => {
    if (!startToken) return provide(storageState);
    return provide({
      cookies: [],
      origins: [{ origin: e2eServer, localStorage: [{ name: 'id_token', value: startToken }] }],
    });
  },

  t: async ({ locale }, provide) => {
    await provide(textsFor(languageOfLocale(locale)));
  },

  // docs/security-model.md (no unsafe-eval): every page of every journey runs under the CSP without
  // a violation. Chromium fires `securitypolicyviolation` for each blocked load or inline script;
  // the init script turns it into a console error the test collects, whatever page the browser is
  // on.
  page: async ({ page }, provide) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/content[- ]security[- ]policy/i.test(message.text())) {
        violations.push(`${page.url()}: ${message.text()}`);
      }
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy violation: ${event.effectiveDirective} blocked ` +
            `${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    await provide(page);
    expect(violations, 'no CSP violation on any visited page').toEqual([]);
  },
});

export { expect };

/** A path of the app under its base path (docs/screens/shell.md: /eoffering). */
export const appUrl = (path: string): string => `/eoffering${path}`;

/** The app's home: React Router writes it without the trailing slash, the server with it. */
export const APP_HOME = /\/eoffering\/?$/;

/** Marks the current document, so `expectSameDocument` can prove nothing reloaded the page. */
export const markDocument = async (page: Page): Promise<void> => {
  await page.evaluate(() => {
    window.e2eDocumentMark = 'marked';
  });
};

export const expectSameDocument = async (page: Page): Promise<void> => {
  expect(
    await page.evaluate(() => window.e2eDocumentMark),
    'the page was not reloaded (one document, one set of singletons)',
  ).toBe('marked');
};

/** A value of the page's localStorage (null when absent). */
export const stored = (page: Page, key: string): Promise<string | null> =>
  page.evaluate((name) => localStorage.getItem(name), key);
