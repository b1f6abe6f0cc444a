import request from 'supertest';
import type { PaymentForm } from '@eoffering/shared/contract';
import { FIXTURE } from '../fixtures/fixture-ids';
import { callRpc, cookiesOf, testApp } from '../../test-support/test-app';
import { APPROVE, chooseOnCardPage } from '../../test-support/gateway-driver';

// A slow bank (mock-server/docs/simulator.md): the notification waits GATEWAY_NOTIFY_DELAY_MS,
// and the dev action delivers what is still owed at once.
describe('POST /dev/gateway-notices', () => {
  const slowBank = () => testApp({ settings: { dev: true }, notifyDelayMs: 10 * 60 * 1000 });

  it('delivers the notification a slow bank still owes: the giving turns final', async () => {
    const t = slowBank();
    const res = await callRpc(t, 'do_tra_type_crdo', {
      project_aid: FIXTURE.projects.general,
      item_package: [{ item_aid: FIXTURE.items.tithe, item_name: '', package_amount: 600 }],
      type_aid: 1,
      currency: 'TWD',
    });
    const form = res.body.Result as PaymentForm;
    await chooseOnCardPage(t, form, { action: 'pay', ...APPROVE });
    const aid = t.store.read().givings.at(-1)?.offering_aid ?? 0;
    const status = async () =>
      (await callRpc(t, 'get_tra_detail', { offering_aid: aid }, undefined, cookiesOf(res))).body
        .Result.status as number;
    // The gateway has decided and the bank's word is still owed: in progress, not final.
    expect(await status()).toBe(1);

    const delivered = await request(t.app).post('/dev/gateway-notices').send({});
    expect(delivered.body).toMatchObject({ RC: 201, Result: { delivered: [expect.any(String)] } });
    expect(await status()).toBe(0);

    const again = await request(t.app).post('/dev/gateway-notices').send({});
    expect(again.body.Result).toEqual({ delivered: [] });
  });

  it('does not exist outside dev mode', async () => {
    const t = testApp();
    expect((await request(t.app).post('/dev/gateway-notices').send({})).status).toBe(404);
  });
});
