import request from 'supertest';
import type { PaymentForm } from '@eoffering/shared/contract';
import { FIXTURE } from '../fixtures/fixture-ids';
import type { GivingRecord } from '../store/collections';
import { expectRcError } from '../../test-support/rc-error';
import { callRpc, cookiesOf, testApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import { computeMac } from './mac';
import {
  APPROVE,
  chooseOnCardPage,
  follow,
  onoOf,
  openCardPage,
  pathOf,
} from '../../test-support/gateway-driver';

const order = {
  project_aid: FIXTURE.projects.general,
  item_package: [{ item_aid: FIXTURE.items.tithe, item_name: '什一奉獻', package_amount: 1000 }],
  type_aid: 1,
  currency: 'TWD',
};

/** Notices are delivered by hand in these tests: a long delay keeps the simulator's own away. */
const quietApp = (): TestApp => testApp({ notifyDelayMs: 60_000 });

const newForm = async (t: TestApp): Promise<PaymentForm> =>
  (await callRpc(t, 'do_tra_type_crdo', order)).body.Result as PaymentForm;

const givingOf = (t: TestApp, form: PaymentForm): GivingRecord => {
  const data = t.store.read();
  const ono = onoOf(form);
  const aid = data.gateway_transactions.find((record) => record.ono === ono)?.offering_aid;
  const giving = data.givings.find((record) => record.offering_aid === aid);
  if (!giving) throw new Error('no giving');
  return giving;
};

const noticeOf = (t: TestApp, form: PaymentForm) => {
  const ono = onoOf(form);
  const notice = t.store.read().gateway_transactions.find((record) => record.ono === ono)?.notice;
  if (!notice) throw new Error('no notice owed');
  return notice;
};

const notify = (t: TestApp, body: object) =>
  request(t.app).post('/gateway/merchant/notify').type('form').send(body);

describe('gateway MAC check: changed data or amount is refused', () => {
  it.each([
    [
      'the amount changed in the browser',
      (form: PaymentForm) => ({ ...form, data: form.data.replace('"TA":"1000"', '"TA":"1"') }),
    ],
    [
      'the return URL changed',
      (form: PaymentForm) => ({
        ...form,
        data: form.data.replace('/gateway/merchant/return/', '/evil/'),
      }),
    ],
    [
      'the MAC replaced',
      (form: PaymentForm) => ({ ...form, mac: computeMac(form.data, 'not-the-key') }),
    ],
    ['an unknown ksn', (form: PaymentForm) => ({ ...form, ksn: '2' })],
  ])('refuses the card page when %s, and nothing changes', async (_label, tamper) => {
    const t = quietApp();
    const form = await newForm(t);
    const page = await openCardPage(t, tamper(form));
    expect(page.status).toBe(400);
    expect(page.text).toContain('Payment request refused');
    expect(page.text).not.toContain('card_no');
    const choice = await chooseOnCardPage(t, tamper(form), { action: 'pay', ...APPROVE });
    expect(choice.status).toBe(400);
    expect(givingOf(t, form).status).toBe(5);
    expect(t.store.read().gateway_transactions.find((r) => r.ono === onoOf(form))?.state).toBe(
      'open',
    );
  });

  it('refuses a direct visit without the signed form', async () => {
    const t = quietApp();
    const page = await request(t.app).get('/gateway/card');
    expect(page.status).toBe(400);
  });

  it('serves its pages with the CSP and without inline script or style', async () => {
    const t = quietApp();
    const page = await openCardPage(t, await newForm(t));
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.text).not.toMatch(/<script|style=|<style/);
    expect(page.text).toMatch(/<link rel="stylesheet" href="\/gateway\/gateway.css" \/>/);
    const css = await request(t.app).get('/gateway/gateway.css');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });
});

describe('gateway notification: applied once, tab open or not', () => {
  it('applies a notification once; a replay changes nothing', async () => {
    const t = quietApp();
    const form = await newForm(t);
    await chooseOnCardPage(t, form, { action: 'pay', ...APPROVE });
    const notice = noticeOf(t, form);

    const first = await notify(t, notice);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ RC: '00', RM: 'received' });
    const after = givingOf(t, form);
    expect(after.status).toBe(0);

    const replay = await notify(t, notice);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ RC: '00', RM: 'already received' });
    expect(givingOf(t, form)).toEqual(after);
  });

  it('two notifications arriving together change the giving once', async () => {
    const t = quietApp();
    const form = await newForm(t);
    await chooseOnCardPage(t, form, { action: 'pay', ...APPROVE });
    const notice = noticeOf(t, form);
    const before = t.store.read().givings.length;
    const answers = await Promise.all([notify(t, notice), notify(t, notice), notify(t, notice)]);
    expect(answers.map((answer) => answer.body.RM).sort()).toEqual([
      'already received',
      'already received',
      'received',
    ]);
    expect(givingOf(t, form).status).toBe(0);
    expect(t.store.read().givings).toHaveLength(before);
  });

  it('refuses a forged notification (bad MAC) and one for an unknown order', async () => {
    const t = quietApp();
    const form = await newForm(t);
    await chooseOnCardPage(t, form, { action: 'pay', ...APPROVE });
    // 1 in progress: taken by the gateway, not yet paid in the merchant's books.
    expect(givingOf(t, form).status).toBe(1);
    const notice = noticeOf(t, form);
    const forged = notice.data.replace('"RC":"00"', '"RC":"05"');
    expect((await notify(t, { data: forged, mac: notice.mac })).status).toBe(400);
    const unknown = notice.data.replace(onoOf(form), 'EO0000');
    const unknownMac = computeMac(unknown, t.settings.gateway.macKey);
    expect((await notify(t, { data: unknown, mac: unknownMac })).status).toBe(404);
    expect(givingOf(t, form).status).toBe(1);
  });

  it('a notification with another result after the first changes nothing', async () => {
    const t = quietApp();
    const form = await newForm(t);
    await chooseOnCardPage(t, form, { action: 'pay', ...APPROVE });
    await notify(t, noticeOf(t, form));
    const declined = noticeOf(t, form).data.replace('"RC":"00"', '"RC":"05"');
    const answer = await notify(t, {
      data: declined,
      mac: computeMac(declined, t.settings.gateway.macKey),
    });
    expect(answer.body.RM).toBe('already received');
    expect(givingOf(t, form).status).toBe(0);
  });
});

describe('double submit, refresh and Back: one pending giving per Idempotency-Key, no re-post', () => {
  const KEY = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
  const keyed = (t: TestApp, body: object, key: string, authorization?: string) =>
    callRpc(t, 'do_tra_type_crdo', body, authorization).set('Idempotency-Key', key);
  const other = { ...order, item_package: [{ ...order.item_package[0], package_amount: 2000 }] };

  it('a double click on pay (one key) creates one pending giving and answers the same form', async () => {
    const t = quietApp();
    const before = t.store.read().givings.length;
    const [a, b] = await Promise.all([keyed(t, order, KEY), keyed(t, order, KEY)]);
    expect(a.body.RC).toBe(101);
    expect(a.body.Result).toEqual(b.body.Result);
    expect(t.store.read().givings).toHaveLength(before + 1);
  });

  it('the same key with another order is refused with RC 409, and nothing is written', async () => {
    const t = quietApp();
    await keyed(t, order, KEY);
    const before = JSON.stringify(t.store.read());
    const res = await keyed(t, other, KEY);
    expectRcError(res, 409, 'this Idempotency-Key was used for another order');
    expect(JSON.stringify(t.store.read())).toBe(before);
  });

  it('without a key, two identical orders from one address are two givings', async () => {
    const t = quietApp();
    const before = t.store.read().givings.length;
    const a = await newForm(t);
    const b = await newForm(t);
    expect(onoOf(a)).not.toBe(onoOf(b));
    expect(t.store.read().givings).toHaveLength(before + 2);
  });

  it('different keys are different givings, and one key is one member’s only', async () => {
    const t = quietApp();
    const a = await keyed(t, order, KEY);
    const b = await keyed(t, order, `${KEY}-2`);
    const wang = await keyed(t, order, KEY, t.bearer(FIXTURE.members.wang));
    const chen = await keyed(t, order, KEY, t.bearer(FIXTURE.members.chen));
    const onos = [a, b, wang, chen].map((res) => onoOf(res.body.Result as PaymentForm));
    expect(new Set(onos).size).toBe(4);
  });

  it('the key of a giving that is no longer waiting is refused instead of paying again', async () => {
    const t = quietApp();
    const form = (await keyed(t, order, KEY)).body.Result as PaymentForm;
    await chooseOnCardPage(t, form, { action: 'pay', ...APPROVE });
    const before = t.store.read().givings.length;
    expectRcError(await keyed(t, order, KEY), 409, 'this order has already been processed');
    expect(t.store.read().givings).toHaveLength(before);
  });

  // Guests share one key scope: without this rule a replayed key and order opened the giving
  // (remove `passForNewGiving`'s replay check in payments/rpcs.ts and both rows fail).
  it.each([
    ['do_tra_type_crdo', 1],
    ['do_tra_type_vacc', 3],
  ] as const)(
    "%s: replaying a guest's key and order hands out no guest pass",
    async (purpose, typeAid) => {
      const t = quietApp();
      const call = (cookie?: string) =>
        callRpc(t, purpose, { ...order, type_aid: typeAid }, undefined, cookie).set(
          'Idempotency-Key',
          KEY,
        );
      const payer = await call();
      const aid = t.store.read().givings.at(-1)!.offering_aid;
      const replay = await call();
      expect(replay.body.Result).toEqual(payer.body.Result);
      expect(replay.headers['set-cookie']).toBeUndefined();
      expect(t.store.read().guest_passes.filter((p) => p.offering_aid === aid)).toHaveLength(1);
      // The payer's own retry still answers, and the payer's pass still opens the giving.
      const retry = await call(cookiesOf(payer));
      expect(retry.body.Result).toEqual(payer.body.Result);
      const detail = await callRpc(
        t,
        'get_tra_detail',
        { offering_aid: aid },
        undefined,
        cookiesOf(payer),
      );
      expect(detail.body.RC).toBe(501);
    },
  );

  it('refuses a malformed key with 400', async () => {
    const t = quietApp();
    const res = await keyed(t, order, 'has spaces in it');
    expect(res.status).toBe(400);
    expect(res.body.Result).toEqual([
      { msg: 'Idempotency-Key: expected 1 to 255 visible ASCII characters' },
    ]);
  });

  it('a transfer asked twice with one key answers the same transfer page', async () => {
    const t = quietApp();
    const vacc = () =>
      callRpc(t, 'do_tra_type_vacc', { ...order, type_aid: 3 }).set('Idempotency-Key', KEY);
    const a = await vacc();
    const b = await vacc();
    expect(a.body.RC).toBe(101);
    expect(b.body.Result).toEqual(a.body.Result);
  });

  it('after the choice, a re-post of the card page or the choice is answered "already processed" and sends nothing', async () => {
    const t = quietApp();
    const form = await newForm(t);
    const first = await chooseOnCardPage(t, form, { action: 'pay', ...APPROVE });
    expect(first.status).toBe(303);
    const noticeBefore = noticeOf(t, form);

    const reopened = await openCardPage(t, form);
    expect(reopened.status).toBe(409);
    expect(reopened.text).toContain('This order was already processed');
    expect(reopened.text).not.toContain('name="card_no"');

    const again = await chooseOnCardPage(t, form, { action: 'cancel' });
    expect(again.status).toBe(409);
    expect(noticeOf(t, form)).toEqual(noticeBefore);
    expect(t.store.read().gateway_transactions.find((r) => r.ono === onoOf(form))?.state).toBe(
      'approved',
    );

    // A new order after that is a new giving: the old one is no longer pending.
    const next = await newForm(t);
    expect(onoOf(next)).not.toBe(onoOf(form));
  });

  it('the return URL marks nothing paid: an unknown order goes to the error page', async () => {
    const t = quietApp();
    const res = await follow(t, '/gateway/merchant/return/EO123');
    expect(res.status).toBe(303);
    expect(pathOf(res.headers.location ?? '')).toBe(
      `/eoffering/order/result_error/${encodeURIComponent('Transaction failed, canceled or error')}`,
    );
    const form = await newForm(t);
    // Returning before any choice leaves the giving waiting.
    await follow(t, `/gateway/merchant/return/${onoOf(form)}`);
    expect(givingOf(t, form).status).toBe(5);
  });
});
