import { taipeiDateTime } from '@eoffering/shared/rules';
import request from 'supertest';
import type { Purpose } from '@eoffering/shared/contract';
import { FIXTURE } from '../fixtures/fixture-ids';
import { itemsUpdate } from '../member/rpcs';
import { churchOf, singleReceiptContent } from '../receipts/documents';
import { callRpc, cookiesOf, testApp } from '../../test-support/test-app';

const { general } = FIXTURE.projects;
const I = FIXTURE.items;
const TITHE = { item_aid: I.tithe, item_name: '什一奉獻', package_amount: 1000 };

const order = (typeAid: number, fields: object = {}) => ({
  project_aid: general,
  item_package: [TITHE],
  type_aid: typeAid,
  currency: 'TWD',
  ...fields,
});

const CARD = 1;
const LINE_PAY = 2;
const TRANSFER = 3;

describe('covering the fee (docs/api-contract.md)', () => {
  it('declares each one-off method’s cost with the payment methods', async () => {
    const t = testApp();
    const res = await callRpc(t, 'get_offering_types', { project_aid: general, if_ach: 0 });
    expect(
      (res.body.Result as Array<Record<string, unknown>>).map((type) => [
        type.type_aid,
        type.type_fee_rate,
        type.type_fee_amount,
      ]),
    ).toEqual([
      [CARD, 250, undefined],
      [LINE_PAY, 220, undefined],
      [TRANSFER, undefined, 15],
    ]);
  });

  it.each<[string, Purpose, number, number]>([
    ['a card, 2.5 % of the whole', 'do_tra_type_crdo', CARD, 26],
    ['LINE Pay, 2.2 % of the whole', 'do_tra_type_linepay', LINE_PAY, 23],
    ['a transfer, NT$ 15', 'do_tra_type_vacc', TRANSFER, 15],
  ])(
    'adds the declared cost of %s to the giving and its detail',
    async (_case, purpose, typeAid, fee) => {
      const t = testApp();
      const res = await callRpc(t, purpose, order(typeAid, { fee_amount: fee }));
      expect(res.body.RC).toBe(101);
      const giving = t.store.read().givings.at(-1);
      expect(giving).toMatchObject({ amount: 1000 + fee, fee_amount: fee, item_package: [TITHE] });
      const detail = await callRpc(
        t,
        'get_tra_detail',
        { offering_aid: giving?.offering_aid },
        undefined,
        cookiesOf(res),
      );
      expect(detail.body.Result).toMatchObject({ amount: 1000 + fee, fee_amount: fee });
    },
  );

  it('charges the gateway and the transfer the whole amount', async () => {
    const t = testApp();
    const card = await callRpc(t, 'do_tra_type_crdo', order(CARD, { fee_amount: 26 }));
    expect(JSON.parse((card.body.Result as { data: string }).data)).toMatchObject({ TA: '1026' });
    await callRpc(t, 'do_tra_type_vacc', order(TRANSFER, { fee_amount: 15 }));
    expect(t.store.read().order_infos.at(-1)?.order_info_amount).toBe(1015);
  });

  it('takes fee_amount 0 or none as a gift without a fee', async () => {
    const t = testApp();
    await callRpc(t, 'do_tra_type_crdo', order(CARD, { fee_amount: 0 }));
    await callRpc(t, 'do_tra_type_crdo', order(CARD));
    const [first, second] = t.store.read().givings.slice(-2);
    for (const giving of [first, second]) {
      expect(giving?.amount).toBe(1000);
      expect(giving).not.toHaveProperty('fee_amount');
    }
    const res = await callRpc(t, 'do_tra_type_crdo', order(CARD));
    const detail = await callRpc(
      t,
      'get_tra_detail',
      { offering_aid: t.store.read().givings.at(-1)?.offering_aid },
      undefined,
      cookiesOf(res),
    );
    expect(detail.body.Result).not.toHaveProperty('fee_amount');
  });

  it.each([
    ['a fee that is not the cost', 25, "the fee is not this payment method's cost (NT$ 26)"],
    ['a fee above the cost', 100, "the fee is not this payment method's cost (NT$ 26)"],
  ])('refuses %s with RC 422 and writes nothing', async (_case, fee, message) => {
    const t = testApp();
    const before = t.store.read();
    const res = await callRpc(t, 'do_tra_type_crdo', order(CARD, { fee_amount: fee }));
    expect({ status: res.status, RC: res.body.RC }).toEqual({ status: 200, RC: 422 });
    expect(res.body.Result).toEqual([{ msg: message }]);
    expect(t.store.read()).toBe(before);
  });

  it('refuses a fee for a method that declares no cost', async () => {
    const t = testApp();
    t.store.update((data) => {
      const card = data.payment_types.find((type) => type.type_aid === CARD);
      delete card?.type_fee_rate;
    });
    const res = await callRpc(t, 'do_tra_type_crdo', order(CARD, { fee_amount: 26 }));
    expect(res.body).toMatchObject({
      RC: 422,
      Result: [{ msg: 'this payment method has no fee to cover' }],
    });
  });

  it.each([
    [-1, 'fee_amount: Too small: expected number to be >=0'],
    [2.5, 'fee_amount: Invalid input: expected int, received number'],
  ])('answers fee_amount %s with HTTP 400', async (fee, message) => {
    const t = testApp();
    const res = await callRpc(t, 'do_tra_type_crdo', order(CARD, { fee_amount: fee }));
    expect(res.status).toBe(400);
    expect(res.body.Result).toEqual([{ msg: message }]);
  });

  it('holds an Idempotency-Key to its fee: the same order with another fee is refused', async () => {
    const t = testApp();
    const send = (body: object) =>
      request(t.app)
        .post(t.settings.api.do_tra_type_crdo)
        .set('Idempotency-Key', 'fee-key')
        .send(body);
    expect((await send(order(CARD, { fee_amount: 26 }))).body.RC).toBe(101);
    expect((await send(order(CARD))).body).toMatchObject({
      RC: 409,
      Result: [{ msg: 'this Idempotency-Key was used for another order' }],
    });
  });

  it('keeps a transfer’s covered fee when its items change: the items share the rest', () => {
    const now = new Date();
    const t = testApp({ now });
    const data = t.store.read();
    const giving = {
      ...data.givings.find((candidate) => candidate.pay_method === 'VACC')!,
      project_aid: general,
      item_package: [TITHE],
      amount: 1015,
      fee_amount: 15,
      status: 0 as const,
      if_print_flag: -1,
      receipt_issued_at: null,
      offering_build_datetime: taipeiDateTime(now),
    };
    const split = [
      { ...TITHE, package_amount: 600 },
      { item_aid: I.compassion, item_name: '慈惠奉獻', package_amount: 400 },
    ];
    expect(itemsUpdate(data, giving, split, now)).toMatchObject(split);
    expect(() => itemsUpdate(data, giving, [{ ...TITHE, package_amount: 1015 }], now)).toThrow(
      'the items must add up to the original total of NT$ 1000 (now NT$ 1015)',
    );
  });
});

describe('the single receipt of a giving whose donor covered the fee', () => {
  it('lists the fee as its own line and totals the whole amount', () => {
    const t = testApp();
    const content = singleReceiptContent({
      church: churchOf(t.settings),
      giving: {
        ...t.store.read().givings[0]!,
        offering_build_datetime: '2026-01-10 10:00:00',
        item_package: [TITHE],
        amount: 1026,
        fee_amount: 26,
      },
      projectName: '一般奉獻',
      party: { donorName: '王小明', identity: 'A123456789', title: '王小明', taxId: '' },
      issue: {
        original: { tra_receipt_aid: 12, issued_at: '2026-01-11 09:00:00' },
        reprintedAt: null,
      },
    });
    expect(content.table.rows.map((row) => [row[2], row[3]])).toEqual([
      ['什一奉獻', 'NT$ 1,000'],
      ['代付手續費', 'NT$ 26'],
    ]);
    expect(content.total.figure).toBe('NT$ 1,026');
  });
});
