import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

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
 * Runs axe-core on the page as it is now. Any violation fails the test, whatever axe calls its
 * impact (minor and moderate included: docs/security-model.md, no violation on any route); the
 * assertion is soft, so the journey goes on and shows every problem in one run.
 */
export const checkAccessibility = async (page: Page, where: string): Promise<void> => {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  if (results.violations.length > 0) {
    await test.info().attach(`axe ${where}`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect.soft(summarise(results.violations), `axe on ${where}: no violation`).toEqual([]);
};
