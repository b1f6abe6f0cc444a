import type { PaymentForm, Purpose } from '@eoffering/shared/contract';
import { FIXTURE } from '../fixtures/fixture-ids';
import {
  ABNORMAL,
  APPROVE,
  chooseOnCardPage,
  DECLINE,
  follow,
  openCardPage,
  pathOf,
} from '../../test-support/gateway-driver';
import { testApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

const { wang } = FIXTURE.members;

const app = (): TestApp => testApp({ notifyDelayMs: 500 });

const bindingForm = async (t: TestApp, purpose: Purpose): Promise<PaymentForm> => {
  const res = await t.callAs(wang, purpose, {});
  expect(res.body.RC).toBe(101);
  return res.body.Result as PaymentForm;
};

describe.each<Purpose>(['get_cardlink_form', 'do_tra_type_cardlink'])(
  'card binding by %s',
  (purpose) => {
    it('shows a bank form with no amount and saves the approved card before the browser returns', async () => {
      const t = app();
      const form = await bindingForm(t, purpose);
      expect(JSON.parse(form.data)).not.toHaveProperty('TA');
      expect((await openCardPage(t, form)).text).toContain('Bind a card');

      const chosen = await chooseOnCardPage(t, form, {
        action: 'pay',
        ...APPROVE,
        card_no: '5555 5555 5555 4444',
      });
      const back = await follow(t, chosen.headers.location);
      const match = /^\/eoffering\/cardlink\/(\d+)$/.exec(pathOf(back.headers.location ?? ''));
      expect(match).not.toBeNull();
      const detail = await t.callAs(wang, 'get_cardlink_detail', {
        cardlink_aid: Number(match?.[1]),
      });
      expect(detail.body.Result).toMatchObject({
        cardlink_no: '5555-55**-****-4444',
        cardlink_exym: '203912',
        cardlink_bankno: '822',
        cardlink_issuer: '中國信託',
        cardlink_result: '0',
        ach_aid: 0,
      });
    });

    it.each([
      [
        'a declined card',
        { action: 'pay' as const, ...DECLINE },
        'card%20declined%20by%20the%20issuer',
      ],
      ['an abnormal result', { action: 'pay' as const, ...ABNORMAL }, 'card%20binding%20abnormal'],
      ['a cancel', { action: 'cancel' as const }, 'card%20binding%20cancelled'],
    ])(
      'sends %s to the failure page that names the case, and saves nothing',
      async (_label, choice, text) => {
        const t = app();
        const cards = t.store.read().cards.length;
        const chosen = await chooseOnCardPage(t, await bindingForm(t, purpose), choice);
        const back = await follow(t, chosen.headers.location);
        expect(pathOf(back.headers.location ?? '')).toBe(`/eoffering/cardlink_error/${text}`);
        expect(t.store.read().cards).toHaveLength(cards);
      },
    );
  },
);
