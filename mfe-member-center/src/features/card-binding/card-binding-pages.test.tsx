import { screen, waitFor, within } from '@testing-library/react';
import { answerDialogs, testConfig } from '@eoffering/shared/testing';
import { recurringPlan, savedCards } from '../../testing/fixtures';
import { renderApp, resetApp } from '../../testing/render-app';

let dialogs: ReturnType<typeof answerDialogs>;
beforeEach(() => {
  dialogs = answerDialogs(true);
});
afterEach(() => {
  dialogs.stop();
  resetApp();
});

const bound = { ...savedCards[1]!, cardlink_aid: 12, cardlink_userlbl: 'VISA 8888' };

const valueOf = (area: HTMLElement, label: string) =>
  within(area).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const openResult = async (view: string | null = 'member') => {
  if (view) localStorage.setItem('cardLinkView', view);
  const harness = renderApp('/cardlink/12', {
    signedIn: true,
    script: (api) => api.ok('get_cardlink_detail', bound),
  });
  const outcome = await screen.findByRole('region', { name: /Card binding/ });
  return { ...harness, outcome };
};

describe('card-binding result page', () => {
  it('shows the bound card: success, number, expiry as YYYY/MM, bank and code', async () => {
    const { outcome, api } = await openResult();
    expect(
      within(outcome).getByRole('heading', { name: 'Card binding success' }),
    ).toBeInTheDocument();
    expect(valueOf(outcome, 'Card number')).toBe('5521-11**-****-8888');
    // The name is the rename form's field, said once.
    expect(within(outcome).getAllByText('Card name')).toHaveLength(1);
    expect(within(outcome).getByRole('textbox', { name: 'Card name' })).toHaveValue('VISA 8888');
    expect(within(outcome).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(valueOf(outcome, 'Expiry')).toBe('2027/02');
    expect(valueOf(outcome, 'Issuing bank')).toBe('玉山銀行 (808)');
    expect(api.bodiesOf('get_cardlink_detail')).toEqual([{ cardlink_aid: 12 }]);
  });

  it('shows a card whose binding failed as a failure with the catalogued explanation', async () => {
    renderApp('/cardlink/12', {
      signedIn: true,
      script: (api) =>
        api.ok('get_cardlink_detail', { ...bound, cardlink_result: 'card declined by the issuer' }),
    });
    const outcome = await screen.findByRole('region', { name: 'Card binding failure' });
    expect(
      within(outcome).getByText(
        'The issuing bank declined this card and no card was saved. Please try again with another card.',
      ),
    ).toBeInTheDocument();
    expect(within(outcome).queryByRole('textbox')).toBeNull();
    expect(within(outcome).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('renames the card from the result page', async () => {
    const { outcome, api, user } = await openResult();
    api
      .ok('update_cardlink_label', { ...bound, cardlink_userlbl: '奉獻卡' })
      .ok('get_cardlink_detail', {
        ...bound,
        cardlink_userlbl: '奉獻卡',
        last_mod_time: '2025-01-01 00:00:00',
      });
    const input = within(outcome).getByRole('textbox', { name: 'Card name' });
    expect(input).toHaveValue('VISA 8888');
    await user.clear(input);
    await user.type(input, '奉獻卡');
    await user.click(within(outcome).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('updated')).toBeInTheDocument();
    expect(api.bodiesOf('update_cardlink_label')).toEqual([
      { cardlink_aid: 12, cardlink_userlbl: '奉獻卡' },
    ]);
    await waitFor(() =>
      expect(within(outcome).getByRole('textbox', { name: 'Card name' })).toHaveValue('奉獻卡'),
    );
  });

  it('moves every recurring plan to the new card after one confirmation', async () => {
    const { outcome, api, user } = await openResult();
    api
      .ok('get_ach_list', [
        recurringPlan({ ach_aid: 1, stop_pay_date: 202612 }),
        recurringPlan({ ach_aid: 4, status: 1, stop_pay_date: 202701 }),
      ])
      .ok('ach_card_update_all', { cardlink_aid: 12, ach_aids: [1, 4], needs_adjustment: [] });
    await user.click(
      within(outcome).getByRole('button', { name: 'Use this card for all my recurring plans' }),
    );
    expect(
      await screen.findByText('Recurring plans now paid by this card: 2.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('ach_card_update_all')).toEqual([{ cardlink_aid: 12 }]);
    expect(dialogs.confirms).toHaveLength(1);
  });

  it.each<[string | null, string, string]>([
    ['member', 'Back to member centre', '/eoffering/member_center/home'],
    ['payment', 'Back to payment', '/eoffering/order/payment_methods'],
    [null, 'Back to member centre', '/eoffering/member_center/home'],
  ])('with cardLinkView %j offers "%s"', async (view, name, href) => {
    const { outcome } = await openResult(view);
    expect(within(outcome).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it.each([
    [
      'en',
      'Card not found',
      'There is no such card among your saved cards. It may have been removed, or the link may be for another account.',
      'Back to member centre',
    ],
    [
      'zh-TW',
      '找不到這張卡片',
      '您儲存的卡片中沒有這張卡片，可能已經移除，或連結屬於其他帳號。',
      '返回會員中心',
    ],
  ] as const)(
    'in %s says a card that is not the member’s was not found, and keeps them signed in',
    async (language, title, message, back) => {
      renderApp('/cardlink/4', {
        signedIn: true,
        language,
        script: (api) =>
          api.on('get_cardlink_detail', () => ({
            body: { RC: 404, RM: 'Not Found', Result: [{ msg: 'no data' }] },
          })),
      });
      expect(await screen.findByRole('heading', { name: title })).toBeVisible();
      expect(screen.getByText(message)).toBeVisible();
      expect(screen.getByRole('link', { name: back })).toHaveAttribute(
        'href',
        '/eoffering/member_center/home',
      );
      expect(localStorage.getItem('id_token')).not.toBeNull();
    },
  );
});

describe('card-binding failure page', () => {
  it.each<[string, string]>([
    ['card%20declined%20by%20the%20issuer', 'The issuing bank declined this card and no card'],
    ['card%20binding%20abnormal', 'The payment gateway reported an abnormal result'],
    ['card%20binding%20cancelled', 'You cancelled the binding, so no card was saved.'],
    ['card%20binding%20failure', 'The card could not be bound and no card was saved.'],
    ['%3Cb%3Ecall%200800%3C%2Fb%3E', 'The card could not be bound. Please try again'],
    ['__proto__', 'The card could not be bound. Please try again'],
    ['constructor', 'The card could not be bound. Please try again'],
  ])('for %s shows only the catalogued explanation', async (segment, explanation) => {
    renderApp(`/cardlink_error/${segment}`, { signedIn: true });
    const outcome = await screen.findByRole('region', { name: 'Card binding failure' });
    expect(within(outcome).getByText(new RegExp(`^${explanation}`))).toBeInTheDocument();
    expect(screen.queryByText(/0800|object Object/)).toBeNull();
    expect(
      within(outcome).getByRole('link', { name: 'Back to member centre' }),
    ).toBeInTheDocument();
  });

  it('explains the case in Chinese on a Chinese page', async () => {
    renderApp('/cardlink_error/card%20binding%20cancelled', { signedIn: true, language: 'zh-TW' });
    const outcome = await screen.findByRole('region', { name: '綁定卡片失敗' });
    expect(
      within(outcome).getByText('您已取消綁定，未儲存任何卡片。需要時可以再試一次。'),
    ).toBeInTheDocument();
    expect(within(outcome).getByRole('button', { name: '再試一次' })).toBeInTheDocument();
  });

  it('starts a new binding on "Try again", keeping where the first one started', async () => {
    localStorage.setItem('cardLinkView', 'payment');
    const { api, user } = renderApp('/cardlink_error/card%20declined%20by%20the%20issuer', {
      signedIn: true,
      config: testConfig({ paymentOrigins: ['https://gateway.test'] }),
    });
    const outcome = await screen.findByRole('region', { name: 'Card binding failure' });
    const submitted = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    api.ok('get_cardlink_form', {
      action_url: 'https://gateway.test/card',
      data: '{"ONO":"2"}',
      mac: 'm',
      ksn: '1',
    });
    await user.click(within(outcome).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(api.bodiesOf('get_cardlink_form')).toEqual([{}]);
    expect((submitted.mock.contexts[0] as HTMLFormElement).action).toBe(
      'https://gateway.test/card',
    );
    expect(localStorage.getItem('cardLinkView')).toBe('payment');
    expect(within(outcome).getByRole('link', { name: 'Back to payment' })).toBeInTheDocument();
    submitted.mockRestore();
  });
});
