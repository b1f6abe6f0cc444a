import { readFileSync } from 'node:fs';
import type { AxeResults, default as Axe, Result } from 'axe-core';
import { expect, test, type CDPSession, type Frame, type Page } from '@playwright/test';

/** docs/security-model.md and docs/architecture.md: the WCAG 2.2 AA rule sets axe-core checks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One line per violation and a few of its elements: what the report needs, not axe's objects. */
const summarise = (violations: readonly Result[]): string[] =>
  violations.map(
    (violation) =>
      `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} at ` +
      violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(', '),
  );

/**
 * axe-core's minified build: the same rules in 0.6 MB instead of 1.3. Chromium compiles what the
 * protocol hands it with the source positions a stack trace needs, so the smaller text took about
 * a quarter less CPU to put into each document (e2e/README.md, accessibility).
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Each page's protocol session, opened on its first check. */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Puts axe-core into a frame once per document. Compiling and setting it up cost more than the
 * check itself, and a journey checks the same document after each step (e2e/README.md,
 * accessibility). The browser protocol evaluates it outside the page's CSP, as a tool would. The
 * top frame gets it as a script of its own rather than through `evaluate`, whose `eval` compiles
 * it afresh in every document: a script's compilation is kept by the page's renderer, so the
 * documents after a page's first take about half the time.
 */
const withAxe = async (page: Page, frame: Frame): Promise<void> => {
  if (await frame.evaluate(() => 'axe' in window)) return;
  if (frame !== page.mainFrame()) {
    await frame.evaluate(AXE_SOURCE);
    return;
  }
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  const { exceptionDetails } = await (
    await session
  ).send('Runtime.evaluate', { expression: AXE_SOURCE });
  if (exceptionDetails) throw new Error(`axe-core did not load: ${exceptionDetails.text}`);
};

/** How long a check waits for the page's stylesheets: one that never comes is checked without. */
const STYLESHEETS_WAIT_MS = 5_000;

/**
 * Waits until every stylesheet the page links to is in. A server-drawn page can be parsed and laid
 * out before its stylesheet arrives, and axe measuring that layout found links smaller than a
 * donor ever sees them. Not the page's `load`: a journey may hold a script back, which holds it.
 */
const stylesheetsIn = (page: Page): Promise<unknown> =>
  page
    .waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')].every(
          (link) => link.sheet !== null,
        ),
      undefined,
      { polling: 100, timeout: STYLESHEETS_WAIT_MS },
    )
    .catch(() => undefined);

/**
 * Runs axe-core on the page as it is now, inside the page: the app has no frame of another origin,
 * which is what a run split across frames and finished in a blank page is for. Any violation fails
 * the test, whatever axe calls its impact (minor and moderate included: docs/security-model.md,
 * no violation on any route); the assertion is soft, so the journey goes on and shows every
 * problem in one run.
 */
export const checkAccessibility = async (page: Page, where: string): Promise<void> => {
  await stylesheetsIn(page);
  for (const frame of page.frames()) await withAxe(page, frame);
  const violations = await page.evaluate(async (tags) => {
    const results: AxeResults = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Passes and inapplicable rules are not reported, so axe need not collect their nodes.
      resultTypes: ['violations'],
    });
    return results.violations;
  }, WCAG_TAGS);
  if (violations.length > 0) {
    await test.info().attach(`axe ${where}`, {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect.soft(summarise(violations), `axe on ${where}: no violation`).toEqual([]);
};

declare global {
  interface Window {
    axe: typeof Axe;
  }
}
