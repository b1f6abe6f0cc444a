import type { Locator, Page } from '@playwright/test';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The value shown next to `label` in a facts list (a `<dl>`: docs/screens/giving.md and
 * member-centre.md show givings, plans and donors that way): the description after the term whose
 * whole text is the label.
 */
export const factValue = (scope: Page | Locator, label: string): Locator =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) })
    .locator('xpath=following-sibling::dd[1]');

/** An amount as every page shows it (docs/screens/giving.md): `NT$ 1,000`. */
export const money = (amount: number): string => `NT$ ${amount.toLocaleString('en-US')}`;
