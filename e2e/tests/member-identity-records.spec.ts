import { checkAccessibility } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { CHEN_IDENTITY, CHEN_OWN_NAME, saveIdentityNumber } from '../support/identity-dialog';
import { memberCall } from '../support/member-calls';
import { useSeededMember } from '../support/seeded-member';

// Saving an identity number is for good, so each language run gets a freshly seeded server.
test.describe('陳美玲, no identity number on file: the giving records', () => {
  const seeded = useSeededMember('chen');

  test('say which giving waits for the number, ask for it there, and offer the print once it is saved (docs/screens/member-centre.md)', async ({
    page,
    t,
  }) => {
    await seeded.open(page, '/member_center/order_history');
    const number = t('member:records.number', { number: CHEN_OWN_NAME });
    const record = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: number }) });
    const note = t('member:records.identityForPrint', { number: CHEN_OWN_NAME });
    await expect(record.getByText(note)).toBeVisible();
    const opener = record.getByRole('button', { name: t('member:donor.fillIdentity') });
    await expect(opener).toHaveAccessibleDescription(note);
    await checkAccessibility(page, 'records asking for the identity number');

    await opener.click();
    await saveIdentityNumber(page, t, CHEN_IDENTITY);

    // The list goes on: the giving now prints, its print in focus, and nothing asks again.
    const print = record.getByRole('button', {
      name: `${t('common:print.action.print')} ${number}`,
    });
    await expect(print).toBeEnabled();
    await expect(print).toBeFocused();
    await expect(page.getByText(note)).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('member:donor.fillIdentity') })).toHaveCount(0);
    await checkAccessibility(page, 'records once the identity number is saved');
    const donor = await memberCall(seeded.api, seeded.token, 'get_member_donor_info', {});
    expect(donor.member_social_identity).toBe(CHEN_IDENTITY);

    // A reload reads the list afresh: the number is on file, so nothing asks for it any more (the
    // list offers a print only where the number was just saved; the detail page prints).
    await page.reload();
    await expect(record).toBeVisible();
    // The profile is read after the list: only once nothing loads does its absence mean anything.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(note)).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('member:donor.fillIdentity') })).toHaveCount(0);
  });
});
