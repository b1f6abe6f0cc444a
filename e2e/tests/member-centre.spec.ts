import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/accessibility';
import { DEMO_ACCOUNTS, donorInfo } from '../support/backend';
import { appUrl, expect, test } from '../support/fixtures';
import { factValue } from '../support/facts';
import { expectShellFrame } from '../support/shell';
import type { Texts } from '../support/texts';

/** The value next to a label of the page's donor facts. */
const donorFact = (page: Page, label: string) => factValue(page.getByRole('main'), label);

const expectMemberFrame = async (page: Page, t: Texts) => {
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: t('member:pages.personal') }),
  ).toBeVisible();
  // docs/screens/member-centre.md: the four member-centre tabs.
  const tabs = main.getByRole('navigation', { name: t('member:frame.tabsLabel') });
  for (const tab of ['personal', 'records', 'receipt', 'preferences']) {
    await expect(tabs.getByRole('link', { name: t(`member:tabs.${tab}`) })).toBeVisible();
  }
};

test.describe('王小明, identity number on file', () => {
  test.use({ member: 'wang' });

  test('personal data shows name, phone, email and the masked identity number', async ({
    page,
    t,
    request,
    memberToken,
  }) => {
    const donor = await donorInfo(request, memberToken);
    expect(
      donor.member_social_identity.length,
      'the fixture has an identity number',
    ).toBeGreaterThan(5);

    await page.goto(appUrl('/member_center/home'));
    await expectShellFrame(page, t);
    await expectMemberFrame(page, t);

    await expect(donorFact(page, t('member:donor.name'))).toHaveText(DEMO_ACCOUNTS.wang.name);
    await expect(donorFact(page, t('member:donor.phone'))).toHaveText(donor.cell_phone);
    await expect(donorFact(page, t('member:donor.email'))).toHaveText(donor.email);

    // The identity number is shown masked: same length, ends kept, the middle hidden.
    const identity = donor.member_social_identity;
    const shown = (await donorFact(page, t('member:donor.identity')).innerText()).trim();
    expect(shown).toHaveLength(identity.length);
    expect(shown).toContain('*');
    expect(shown.at(0)).toBe(identity.at(0));
    expect(shown.at(-1)).toBe(identity.at(-1));
    await expect(page.getByRole('region', { name: t('member:donor.title') })).not.toContainText(
      identity,
    );

    // A member with the number on file is not asked for it.
    await expect(page.getByRole('dialog', { name: t('common:identity.title') })).toHaveCount(0);
    await checkAccessibility(page, 'personal data');
  });
});

test.describe('陳美玲, no identity number on file', () => {
  test.use({ member: 'chen' });

  test('personal data opens the identity modal', async ({ page, t }) => {
    await page.goto(appUrl('/member_center/home'));
    await expectMemberFrame(page, t);
    await expect(donorFact(page, t('member:donor.name'))).toHaveText(DEMO_ACCOUNTS.chen.name);

    // docs/security-model.md: a missing identity number (sid_status -1) opens the personal-data update modal.
    const dialog = page.getByRole('dialog', { name: t('common:identity.title') });
    await expect(dialog).toBeVisible();
    const field = dialog.getByLabel(t('common:identity.label'));
    await expect(field).toBeFocused();
    await checkAccessibility(page, 'identity modal');

    // docs/screens/member-centre.md: uppercased as typed. Nothing is submitted, so the fixture stays as it is.
    await field.fill('a1234');
    await expect(field).toHaveValue('A1234');
    await dialog.getByRole('button', { name: t('common:actions.cancel') }).click();
    await expect(dialog).toBeHidden();
    await expect(donorFact(page, t('member:donor.identity'))).toContainText(
      t('member:donor.identityMissing'),
    );
  });
});
