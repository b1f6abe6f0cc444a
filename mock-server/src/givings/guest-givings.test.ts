import { FIXTURE } from '../fixtures/fixture-ids';
import { callRpc, cookiesOf, testApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

/** A guest transfer giving started now; the answer's cookies are the browser's guest pass. */
const guestTransfer = async (t: TestApp, amount: number, cookie = '') => {
  const res = await callRpc(
    t,
    'do_tra_type_vacc',
    {
      project_aid: FIXTURE.projects.general,
      item_package: [{ item_aid: FIXTURE.items.tithe, item_name: '', package_amount: amount }],
      type_aid: 3,
      currency: 'TWD',
    },
    undefined,
    cookie,
  );
  expect(res.body.RC).toBe(101);
  const aid = t.store.read().givings.at(-1)?.offering_aid ?? 0;
  return { aid, cookie: [cookie, cookiesOf(res)].filter(Boolean).join('; ') };
};

describe('get_guest_givings: the guest givings whose pass the browser holds', () => {
  it('lists them newest first, with no donor or receipt data', async () => {
    const t = testApp();
    const first = await guestTransfer(t, 700);
    const second = await guestTransfer(t, 900, first.cookie);

    const res = await callRpc(t, 'get_guest_givings', {}, undefined, second.cookie);

    expect(res.status).toBe(200);
    expect(res.body.RC).toBe(501);
    expect(res.body.Result).toEqual([
      expect.objectContaining({ offering_aid: second.aid, amount: 900, status: 5 }),
      expect.objectContaining({ offering_aid: first.aid, amount: 700, pay_method: 'VACC' }),
    ]);
    expect(Object.keys(res.body.Result[0]).sort()).toEqual(
      [
        'amount',
        'offering_build_datetime',
        'offering_aid',
        'order_info_aid',
        'pay_method',
        'project_name',
        'project_name_en',
        'status',
      ].sort(),
    );
  });

  it.each([
    ['no cookie', ''],
    ['a forged pass', `giving_pass_${FIXTURE.givings.guestTransfer}=forged`],
    ['a cookie that names no giving', 'giving_pass_x=1; giving_pass_0=1'],
  ])('answers an empty list to %s', async (_case, cookie) => {
    const t = testApp();
    await guestTransfer(t, 700);
    const res = await callRpc(t, 'get_guest_givings', {}, undefined, cookie);
    expect(res.body).toMatchObject({ RC: 501, Result: [] });
  });

  it('refuses a body with fields (bad input, 400)', async () => {
    const t = testApp();
    const res = await callRpc(t, 'get_guest_givings', { offering_aid: 1 });
    expect(res.status).toBe(400);
  });
});
