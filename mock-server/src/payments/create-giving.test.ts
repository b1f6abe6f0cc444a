import type { Purpose } from '@eoffering/shared/contract';
import { FIXTURE } from '../fixtures/fixture-ids';
import { callRpc, testApp } from '../../test-support/test-app';

const { general, building, external } = FIXTURE.projects;
const I = FIXTURE.items;

const line = (itemAid: number, amount: number, name = '什一奉獻') => ({
  item_aid: itemAid,
  item_name: name,
  package_amount: amount,
});

const order = (fields: object = {}) => ({
  project_aid: general,
  item_package: [line(I.tithe, 1000)],
  type_aid: 1,
  currency: 'TWD',
  ...fields,
});

/** A schema problem is HTTP 400; a broken business rule is RC 422 over HTTP 200 (docs/api-contract.md). */
type Answer = { status: number; RC: number };
const BAD_INPUT: Answer = { status: 400, RC: 400 };
const RULE: Answer = { status: 200, RC: 422 };

describe('create-giving checks: limits and total from the server', () => {
  it.each<[string, Purpose, object, Answer, string]>([
    [
      'an amount below the item minimum',
      'do_tra_type_crdo',
      order({ item_package: [line(I.tithe, 99)] }),
      RULE,
      '什一奉獻: Minimum amount: NT$ 100',
    ],
    [
      'an amount above the item maximum',
      'do_tra_type_linepay',
      order({ type_aid: 2, item_package: [line(I.compassion, 50_001)] }),
      RULE,
      '慈惠奉獻: Maximum amount: NT$ 50000',
    ],
    [
      'an item of another project',
      'do_tra_type_vacc',
      order({ type_aid: 3, item_package: [line(7, 1000)] }),
      BAD_INPUT,
      'item_package: item 7 is not an item of this project',
    ],
    [
      'a forged total',
      'do_tra_type_crdo',
      order({ amount: 1 }),
      BAD_INPUT,
      'unknown field: amount',
    ],
    [
      'a fractional amount',
      'do_tra_type_crdo',
      order({ item_package: [line(I.tithe, 1000.5)] }),
      BAD_INPUT,
      'item_package.0.package_amount: Invalid input: expected int, received number',
    ],
    [
      'a project that gives elsewhere (if_tra 0)',
      'do_tra_type_crdo',
      order({ project_aid: external, item_package: [line(11, 1000)] }),
      RULE,
      'this project does not take online giving here',
    ],
    [
      'the method of another call',
      'do_tra_type_crdo',
      order({ type_aid: 2 }),
      RULE,
      'this payment method is not available for this giving',
    ],
    [
      'card binding as a one-off payment',
      'do_tra_type_crdo',
      order({ type_aid: 0 }),
      RULE,
      'this payment method is not available for this giving',
    ],
    [
      'a recurring order by LINE Pay',
      'do_tra_type_linepay',
      { ach_aid: 1, type_aid: 2 },
      RULE,
      'recurring giving is paid by credit card only',
    ],
    [
      'another currency',
      'do_tra_type_crdo',
      order({ currency: 'USD' }),
      BAD_INPUT,
      'currency: Invalid input: expected "TWD"',
    ],
  ])('refuses %s and writes nothing', async (_label, purpose, body, answer, message) => {
    const t = testApp();
    const before = t.store.read();
    const res = await callRpc(t, purpose, body);
    expect({ status: res.status, RC: res.body.RC }).toEqual(answer);
    expect(res.body.Result).toEqual([{ msg: message }]);
    expect(t.store.read()).toBe(before);
  });

  it('takes item names from the server and recomputes the total', async () => {
    const t = testApp();
    const res = await callRpc(
      t,
      'do_tra_type_crdo',
      order({
        project_aid: building,
        item_package: [line(7, 600, 'free text'), line(8, 150, 'free text')],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.RC).toBe(101);
    const giving = t.store.read().givings.at(-1);
    expect(giving).toMatchObject({
      project_aid: building,
      amount: 750,
      status: 5,
      member_id: null,
      item_package: [
        { item_aid: 7, item_name: '建堂奉獻', package_amount: 600 },
        { item_aid: 8, item_name: '修繕奉獻', package_amount: 150 },
      ],
    });
    expect(JSON.parse((res.body.Result as { data: string }).data)).toMatchObject({ TA: '750' });
  });

  it('refuses a card binding without a token and a bad token everywhere', async () => {
    const t = testApp();
    expect((await callRpc(t, 'do_tra_type_cardlink', {})).status).toBe(401);
    expect((await callRpc(t, 'get_cardlink_form', {})).status).toBe(401);
    expect((await callRpc(t, 'do_tra_type_crdo', order(), 'Bearer a.b.c')).status).toBe(401);
  });
});
