import { screen, waitFor, within } from '@testing-library/react';
import { answerDialogs } from '@eoffering/shared/testing';
import { savedCards, scriptPersonalPage } from '../../testing/fixtures';
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
  const outcome = await screen.findByRole('region', { name: /card binding/ });
  return { ...harness, outcome };
};

describe('card-binding result page', () => {
  it('shows the bound card: success, number, expiry as YYYY/MM, bank and code', async () => {
    const { outcome, api } = await openResult();
    expect(
      within(outcome).getByRole('heading', { name: 'card binding success' }),
    ).toBeInTheDocument();
    expect(valueOf(outcome, 'Card number')).toBe('5521-11**-****-8888');
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
    const outcome = await screen.findByRole('region', { name: 'card binding failure' });
    expect(
      within(outcome).getByText('The issuing bank declined this card. Please try another card.'),
    ).toBeInTheDocument();
    expect(within(outcome).queryByRole('textbox')).toBeNull();
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
    await waitFor(() => expect(valueOf(outcome, 'Card name')).toBe('奉獻卡'));
  });

  it('moves every recurring plan to the new card after one confirmation', async () => {
    const { outcome, api, user } = await openResult();
    api.ok('ach_card_update_all', { cardlink_aid: 12, ach_aids: [1, 4], needs_adjustment: [] });
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

  it('goes to the member centre when the card detail is refused', async () => {
    renderApp('/cardlink/99', {
      signedIn: true,
      script: (api) =>
        scriptPersonalPage(
          api.on('get_cardlink_detail', () => ({
            body: { RC: 404, RM: 'Not Found', Result: [{ msg: 'no data' }] },
          })),
        ),
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Personal data'),
    );
  });
});

describe('card-binding failure page', () => {
  it.each<[string, string]>([
    ['card%20binding%20failure', 'The card was declined or the binding was cancelled.'],
    ['%3Cb%3Ecall%200800%3C%2Fb%3E', 'The card could not be bound. Please try again'],
  ])('for %s shows only the catalogued explanation', async (segment, explanation) => {
    renderApp(`/cardlink_error/${segment}`, { signedIn: true });
    const outcome = await screen.findByRole('region', { name: 'card binding failure' });
    expect(within(outcome).getByText(new RegExp(`^${explanation}`))).toBeInTheDocument();
    expect(screen.queryByText(/0800/)).toBeNull();
    expect(
      within(outcome).getByRole('link', { name: 'Back to member centre' }),
    ).toBeInTheDocument();
  });
});
