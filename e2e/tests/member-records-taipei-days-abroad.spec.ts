import { formatDateTime, taipeiDate } from '@eoffering/shared/rules';
import { browserAbroad } from '../support/abroad';
import { appUrl, expect, test } from '../support/fixtures';
import { ALL_GIVINGS, memberCall } from '../support/member-calls';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The Taipei calendar day of an instant, 'YYYY-MM-DD'. */
const taipeiDayOf = (instant: number): string => taipeiDate(new Date(instant));

// Members abroad: the browser's clock reads a moment that is already the next day in Taipei (UTC
// in the English run, Los Angeles in the Chinese one: support/abroad.ts).
test.describe('王小明 with the browser abroad: records count Taipei days and say so', () => {
  test.use({ member: 'wang', ...browserAbroad });

  test('"last 30 days" ends on the Taipei today and keeps every giving of that day', async ({
    page,
    t,
    request,
    memberToken,
  }) => {
    // The page's today is the Taipei day of the member's newest giving. The fixtures' newest
    // givings are minutes older than their server, so a run just after midnight in Taipei finds
    // them on the day before the machine's Taipei today.
    const recent = await memberCall(request, memberToken, 'get_tra_offering_list', {
      ...ALL_GIVINGS,
      tra_start_datetime: taipeiDayOf(Date.now() - 2 * DAY_MS),
      tra_end_datetime: taipeiDayOf(Date.now()),
    });
    const today = recent
      .map((giving) => giving.offering_build_datetime.slice(0, 10))
      .reduce((newest, day) => (day > newest ? day : newest), '');
    expect(today, 'the fixtures hold givings of the last two days').not.toBe('');
    // 00:30 in Taipei: still the day before in UTC and in Los Angeles.
    await page.clock.setFixedTime(new Date(`${today}T00:30:00+08:00`));
    const start = taipeiDayOf(Date.parse(`${today}T12:00:00+08:00`) - 30 * DAY_MS);
    const expected = await memberCall(request, memberToken, 'get_tra_offering_list', {
      ...ALL_GIVINGS,
      tra_start_datetime: start,
      tra_end_datetime: today,
    });

    await page.goto(appUrl('/member_center/order_history'));
    const main = page.getByRole('main');
    await main
      .getByRole('combobox', { name: t('member:records.filter.range') })
      .selectOption({ label: t('member:records.range.last-30') });
    await expect(
      main.getByText(t('member:records.count', { count: expected.length })),
    ).toBeVisible();
    const newest = main
      .getByRole('list', { name: t('member:records.listTitle') })
      .getByRole('listitem')
      .first();
    await expect(newest.getByRole('link')).toHaveText(
      t('member:records.number', { number: expected[0]?.offering_aid ?? 0 }),
    );
    // Its time is Taipei's, and says so to a browser in another zone (docs/decisions.md).
    await expect(newest).toContainText(
      t('common:time.taipei', {
        time: formatDateTime(expected[0]?.offering_build_datetime ?? ''),
      }),
    );
  });
});
