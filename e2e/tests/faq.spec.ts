import { checkAccessibility } from '../support/accessibility';
import { appUrl, expect, test } from '../support/fixtures';
import { expectShellFrame } from '../support/shell';

// docs/screens/giving.md: the groups of the FAQ, in order (their keys in the shell's locale files).
const GROUPS = [
  'remittance',
  'card',
  'recurring',
  'query',
  'receipts',
  'records',
  'proxy',
  'account',
] as const;

test('the FAQ lists every group and keeps one answer open at a time', async ({ page, t }) => {
  await page.goto(appUrl('/faq'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('shell:faq.title') })).toBeVisible();
  await expectShellFrame(page, t);
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(
    GROUPS.map((group) => t(`shell:faq.${group}.title`)),
  );
  // Every answer starts closed.
  await expect(main.getByRole('button', { expanded: true })).toHaveCount(0);

  const question = (key: string) => main.getByRole('button', { name: t(`shell:faq.${key}.q`) });
  const answer = (key: string) => main.getByRole('region', { name: t(`shell:faq.${key}.q`) });

  await question('remittance.how').click();
  await expect(question('remittance.how')).toHaveAttribute('aria-expanded', 'true');
  await expect(answer('remittance.how')).toHaveText(t('shell:faq.remittance.how.a'));
  await checkAccessibility(page, 'FAQ with an answer open');

  // Opening another answer closes the first, also across groups.
  await question('card.page').click();
  await expect(answer('card.page')).toHaveText(t('shell:faq.card.page.a'));
  await expect(answer('remittance.how')).toBeHidden();
  await expect(question('remittance.how')).toHaveAttribute('aria-expanded', 'false');
  await expect(main.getByRole('button', { expanded: true })).toHaveCount(1);

  // By keyboard too, and the open question closes again.
  await question('account.timeout').focus();
  await page.keyboard.press('Enter');
  await expect(answer('account.timeout')).toHaveText(t('shell:faq.account.timeout.a'));
  await expect(answer('card.page')).toBeHidden();
  await page.keyboard.press('Space');
  await expect(answer('account.timeout')).toBeHidden();
  await expect(main.getByRole('button', { expanded: true })).toHaveCount(0);
});
