import request from 'supertest';
import type { PaymentForm } from '@eoffering/shared/contract';
import { FIXTURE } from '../fixtures/fixture-ids';
import { chooseOnCardPage, APPROVE, pathOf } from '../../test-support/gateway-driver';
import { callRpc, testApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

// A donor is sent back to the origin they started on (its storage holds their session), when it
// is one of the allowed public origins; any other Host gets the configured PUBLIC_ORIGIN.
const order = (typeAid: number) => ({
  project_aid: FIXTURE.projects.general,
  item_package: [{ item_aid: FIXTURE.items.tithe, item_name: '', package_amount: 700 }],
  type_aid: typeAid,
  currency: 'TWD',
});

const fromHost = (t: TestApp, typeAid: number, host: string) =>
  callRpc(t, typeAid === 3 ? 'do_tra_type_vacc' : 'do_tra_type_crdo', order(typeAid)).set(
    'Host',
    host,
  );

describe('return URLs follow the origin the payment started on', () => {
  it('allows the loopback names of the public origin’s port, and only those', () => {
    const t = testApp();
    expect(t.settings.publicOrigin).toBe('http://localhost:3000');
    expect(t.settings.publicOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
  });

  it.each([
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['localhost:3000', 'http://localhost:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['evil.example', 'http://localhost:3000'],
    ['127.0.0.1:4000', 'http://localhost:3000'],
  ])('a transfer started on Host %s is shown on %s', async (host, origin) => {
    const t = testApp();
    const res = await fromHost(t, 3, host);
    expect(res.body.RC).toBe(101);
    const postUrl = (res.body.Result as { post_url: string }).post_url;
    expect(postUrl.startsWith(`${origin}/eoffering/order/payment/vacc/`)).toBe(true);
  });

  it.each([
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['localhost:3000', 'http://localhost:3000'],
    ['evil.example', 'http://localhost:3000'],
  ])('a card payment started on Host %s returns through and to %s', async (host, origin) => {
    const t = testApp({ notifyDelayMs: 0 });
    const res = await fromHost(t, 1, host);
    const form = res.body.Result as PaymentForm;
    const back = (JSON.parse(form.data) as { U: string }).U;
    expect(back.startsWith(`${origin}/gateway/merchant/return/`)).toBe(true);

    const chosen = await chooseOnCardPage(t, form, { action: 'pay', ...APPROVE });
    const returned = await request(t.app)
      .get(pathOf(chosen.headers.location ?? ''))
      .set('Host', new URL(back).host);
    const aid = t.store.read().givings.at(-1)!.offering_aid;
    expect(returned.headers.location).toBe(`${origin}/eoffering/order/result/${aid}`);
  });
});
