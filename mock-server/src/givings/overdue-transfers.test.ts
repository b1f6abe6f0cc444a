import request from 'supertest';
import { successRc } from '@eoffering/shared/contract';
import type { Purpose } from '@eoffering/shared/contract';
import { PAYMENT_FIXTURE } from '../fixtures/fixture-ids';
import { FIXTURE } from '../fixtures/fixture-ids';
import type { GivingRecord } from '../store/collections';
import { expectRcError } from '../../test-support/rc-error';
import { callRpc, testApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import { expireOverdueTransfers, TRANSFER_OVERDUE_REMARK } from './overdue-transfers';

const { wang } = FIXTURE.members;
// 2025-03-10 10:00 in Taipei. A transfer opened that day may be paid until 2025-03-13 23:59:59.
const SEEDED = new Date('2025-03-10T02:00:00Z');
const LAST_SECOND = new Date('2025-03-13T15:59:59Z');
const PAST_DEADLINE = new Date('2025-03-13T16:00:00Z');

const app = (): TestApp => testApp({ now: SEEDED, settings: { dev: true }, notifyDelayMs: 0 });

const givingOf = (t: TestApp, offeringAid: number): GivingRecord => {
  const giving = t.store.read().givings.find((record) => record.offering_aid === offeringAid);
  if (!giving) throw new Error(`no giving ${offeringAid}`);
  return giving;
};

/** 王小明 opens a transfer giving now: its number and its transfer info's number. */
const openTransfer = async (t: TestApp): Promise<{ offeringAid: number; orderInfoAid: number }> => {
  const res = await t.callAs(wang, 'do_tra_type_vacc', {
    project_aid: FIXTURE.projects.general,
    item_package: [{ item_aid: FIXTURE.items.tithe, item_name: '', package_amount: 1200 }],
    type_aid: 3,
    currency: 'TWD',
  });
  expect(res.body.RC).toBe(101);
  const giving = t.store.read().givings.at(-1);
  if (!giving) throw new Error('no giving was made');
  return { offeringAid: giving.offering_aid, orderInfoAid: giving.order_info_aid };
};

type Read = [
  Purpose,
  (ids: { offeringAid: number; orderInfoAid: number }) => object,
  'member' | 'none',
];

describe('a transfer (VACC) giving whose deadline passed without the money', () => {
  it.each<Read>([
    ['get_tra_detail', ({ offeringAid }) => ({ offering_aid: offeringAid }), 'member'],
    ['get_tra_detail_form', ({ offeringAid }) => ({ offering_aid: offeringAid }), 'member'],
    ['vaccConfirm', ({ orderInfoAid }) => ({ order_info_aid: orderInfoAid }), 'member'],
    ['get_tra_offering_detail', ({ offeringAid }) => ({ offering_aid: offeringAid }), 'member'],
    [
      'get_tra_offering_list',
      () => ({
        tra_start_datetime: '',
        tra_end_datetime: '',
        invoice_title_aid: null,
        pay_method: 'VACC',
        offering_aid: '',
      }),
      'member',
    ],
    [
      'get_tra_detail_nopg',
      ({ offeringAid }) => ({ offering_aid: offeringAid, donor_sid: FIXTURE.wangIdentity }),
      'member',
    ],
  ])('becomes 4 abnormal with a remark when %s next reads it', async (purpose, body, auth) => {
    const t = app();
    const ids = await openTransfer(t);
    const call = () =>
      callRpc(t, purpose, body(ids), auth === 'member' ? t.bearer(wang) : undefined);

    t.setNow(LAST_SECOND);
    expect((await call()).body.RC).toBe(successRc(purpose));
    expect(givingOf(t, ids.offeringAid).status).toBe(5);

    t.setNow(PAST_DEADLINE);
    expect((await call()).body.RC).toBe(successRc(purpose));
    expect(givingOf(t, ids.offeringAid)).toMatchObject({
      status: 4,
      tra_result: TRANSFER_OVERDUE_REMARK,
    });
  });

  it('shows the new status and remark in the answer of the read that settled it', async () => {
    const t = app();
    const { offeringAid } = await openTransfer(t);
    t.setNow(PAST_DEADLINE);
    const res = await t.callAs(wang, 'get_tra_detail', { offering_aid: offeringAid });
    expect(res.body.Result).toMatchObject({
      offering_aid: offeringAid,
      status: 4,
      tra_result: 'transfer not received by the deadline',
    });
  });

  it('leaves a transfer whose money arrived in time as it is', async () => {
    const t = app();
    const { offeringAid, orderInfoAid } = await openTransfer(t);
    t.setNow(LAST_SECOND);
    const received = await request(t.app)
      .post('/dev/vacc-received')
      .send({ order_info_aid: orderInfoAid });
    expect(received.body).toMatchObject({ RC: 201, Result: { status: 0 } });
    t.setNow(PAST_DEADLINE);
    await t.callAs(wang, 'get_tra_detail', { offering_aid: offeringAid });
    expect(givingOf(t, offeringAid)).toMatchObject({ status: 0, tra_result: '0' });
  });

  it('refuses money reported after the deadline (RC 409) and the giving stays 4', async () => {
    const t = app();
    const { offeringAid, orderInfoAid } = await openTransfer(t);
    t.setNow(PAST_DEADLINE);
    const late = await request(t.app)
      .post('/dev/vacc-received')
      .send({ order_info_aid: orderInfoAid });
    expectRcError(late, 409, /deadline has passed/);
    expect(givingOf(t, offeringAid).status).toBe(4);
  });

  it('is settled by the dev debit run too, which names the givings it moved', async () => {
    const t = app();
    const { offeringAid } = await openTransfer(t);
    t.setNow(PAST_DEADLINE);
    const res = await request(t.app).post('/dev/run-debits').send({ date: '2025-03-14' });
    expect(res.status).toBe(200);
    // The fixture's waiting guest transfer was opened the same day, so it is due as well.
    expect(res.body.Result.expired).toEqual([PAYMENT_FIXTURE.pendingTransfer, offeringAid]);
    expect(givingOf(t, PAYMENT_FIXTURE.pendingTransfer).status).toBe(4);
    const again = await request(t.app).post('/dev/run-debits').send({ date: '2025-03-14' });
    expect(again.body.Result.expired).toEqual([]);
  });

  it('no longer takes donor data through the transfer page form', async () => {
    const t = app();
    const { offeringAid } = await openTransfer(t);
    t.setNow(PAST_DEADLINE);
    const res = await t.callAs(wang, 'tra_order_info_handle3', {
      offering_aid: offeringAid,
      donor_name: '',
      donor_phone: '',
      donor_email: '',
      donor_sid: '',
      invoice_title_aid: -1,
      invoice_title: '',
      invoice_tax_id: '',
      comments: '',
    });
    expectRcError(res, 422, /^update failed: this giving can no longer be edited/);
  });

  it('a read with nothing overdue writes nothing', async () => {
    const t = app();
    const before = t.store.read();
    await t.callAs(wang, 'get_tra_offering_detail', { offering_aid: 1001 });
    expect(t.store.read()).toBe(before);
  });
});

describe('expireOverdueTransfers', () => {
  it('moves only waiting transfers past their deadline, and each once', () => {
    const t = app();
    const data = structuredClone(t.store.read());
    const waitingCard = data.givings.find(
      (giving) => giving.status === 5 && giving.pay_method === 'CREDIT',
    );
    expect(expireOverdueTransfers(data, LAST_SECOND)).toEqual([]);
    expect(expireOverdueTransfers(data, PAST_DEADLINE)).toEqual([PAYMENT_FIXTURE.pendingTransfer]);
    expect(expireOverdueTransfers(data, PAST_DEADLINE)).toEqual([]);
    expect(
      data.givings.find((giving) => giving.offering_aid === waitingCard?.offering_aid)?.status,
    ).toBe(5);
  });
});
