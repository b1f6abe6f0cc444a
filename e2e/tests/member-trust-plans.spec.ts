import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { appUrl, expect, stored, test } from '../support/fixtures';

// Members can trust the member centre's cards, plans and identity (docs/screens/member-centre.md):
// a card binding that fails says which case it was and offers a new binding; plan changes say
// what they will do before they do it; identity numbers are confirmed before they are kept.

const main = (page: Page) => page.getByRole('main');

/** The simulator's card page (mock-server/docs/simulator.md): one card, a future expiry. */
const fillCardPage = async (page: Page, cardNumber: string) => {
  await expect(page).toHaveURL(/\/gateway\/card/);
  await page.getByLabel(/Card number/).fill(cardNumber);
  const expires = new Date();
  expires.setFullYear(expires.getFullYear() + 5);
  await page
    .getByLabel(/Expiry/)
    .fill(
      `${String(expires.getMonth() + 1).padStart(2, '0')}/${String(expires.getFullYear()).slice(2)}`,
    );
  await page.getByLabel(/Security code/).fill('123');
};

test.describe('王小明: card binding', () => {
  test.use({ member: 'wang' });

  test('a failed binding names its case and "try again" starts a new one, until a card is bound', async ({
    page,
    t,
  }) => {
    const failureHeading = main(page).getByRole('heading', {
      level: 2,
      name: t('common:errors.cardBindingFailure'),
    });
    const tryAgain = main(page).getByRole('button', { name: t('member:cardLink.tryAgain') });

    // An address nobody catalogued, even one naming an object's own property, gets the general text.
    await page.goto(appUrl('/cardlink_error/__proto__'));
    await expect(failureHeading).toBeVisible();
    await expect(main(page).getByText(t('member:cardLink.error.unknown'))).toBeVisible();
    await expect(main(page).getByText(/object Object/)).toHaveCount(0);

    await page.goto(appUrl('/member_center/home'));
    await main(page)
      .getByRole('region', { name: t('member:cards.title') })
      .getByRole('button', { name: t('member:cards.add') })
      .click();
    await fillCardPage(page, '4000-0000-0000-0002');
    await page.getByRole('button', { name: /Bind card/ }).click();
    await expect(page).toHaveURL(/\/eoffering\/cardlink_error\//);
    await expect(failureHeading).toBeVisible();
    await expect(main(page).getByText(t('member:cardLink.error.declined'))).toBeVisible();
    await checkAccessibility(page, 'card declined');

    await tryAgain.click();
    await expect(page).toHaveURL(/\/gateway\/card/);
    await page.getByRole('button', { name: /Cancel/ }).click();
    await expect(failureHeading).toBeVisible();
    await expect(main(page).getByText(t('member:cardLink.error.cancelled'))).toBeVisible();

    await tryAgain.click();
    await fillCardPage(page, '4000-0000-0000-0119');
    await page.getByRole('button', { name: /Bind card/ }).click();
    await expect(failureHeading).toBeVisible();
    await expect(main(page).getByText(t('member:cardLink.error.abnormal'))).toBeVisible();

    await tryAgain.click();
    await fillCardPage(page, '5555-5555-5555-4444');
    await page.getByRole('button', { name: /Bind card/ }).click();
    await expect(page).toHaveURL(/\/eoffering\/cardlink\/\d+$/);
    expect(await stored(page, 'cardLinkView')).toBe('member');
    const success = main(page).getByRole('heading', {
      level: 2,
      name: t('common:errors.cardBindingSuccess'),
    });
    await expect(success).toBeVisible();
    // A sentence, not a lower-case label.
    await expect(success).toHaveText(/^\p{Lu}|^\p{Script=Han}/u);
    await expect(main(page).getByText(t('member:cards.label'), { exact: true })).toHaveCount(1);
    await expect(
      main(page).getByRole('textbox', { name: t('member:cards.label') }),
    ).not.toHaveValue("");
    await expect(tryAgain).toHaveCount(0);
    await checkAccessibility(page, 'card bound after retries');
  });
});
