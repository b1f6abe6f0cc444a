import { answerDialogs, testConfig } from '@eoffering/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { recurringPlan as plan, savedCards, scriptPersonalPage } from '../../testing/fixtures';
import { renderApp, resetApp } from '../../testing/render-app';

let dialogs: ReturnType<typeof answerDialogs>;
afterEach(() => {
  dialogs.stop();
  resetApp();
});

const openCards = async (confirmed = true) => {
  dialogs = answerDialogs(confirmed);
  const harness = renderApp('/member_center/home', {
    signedIn: true,
    script: scriptPersonalPage,
    // The simulated acquirer's card page is the one payment origin allowed.
    config: testConfig({ paymentOrigins: ['https://gateway.test'] }),
  });
  const cards = await screen.findByRole('region', { name: 'Saved cards' });
  const [inUse, free] = (await within(cards).findAllByRole('listitem')) as [
    HTMLElement,
    HTMLElement,
  ];
  return { ...harness, cards, inUse, free };
};

const refusal = (msg: string) => ({
  body: { RC: 422, RM: 'Unprocessable Entity', Result: [{ msg }] },
});

describe('saved cards', () => {
  it.each<[string, string | null]>([
    ['', 'please enter name'],
    ['   ', 'please enter name'],
    ['一二三四五六七八九十一', 'exceeds maximum length'],
    // Characters as a reader counts them: eleven emoji are one too many.
    ['😀😀😀😀😀😀😀😀😀😀😀', 'exceeds maximum length'],
  ])('refuses the name %j with %j and keeps it', async (name, message) => {
    const { user, free, api } = await openCards();
    await user.click(within(free).getByRole('button', { name: 'Rename' }));
    const input = within(free).getByRole('textbox', { name: 'Card name' });
    await user.clear(input);
    if (name) await user.type(input, name);
    await user.click(within(free).getByRole('button', { name: 'Save name' }));
    expect(within(free).getByRole('alert')).toHaveTextContent(message ?? '');
    expect(input).toHaveFocus();
    expect(input).toHaveValue(name);
    expect(api.bodiesOf('update_cardlink_label')).toEqual([]);
  });

  it('renames a card with the trimmed name and reads the list again', async () => {
    const { user, free, api } = await openCards();
    const renamed = { ...savedCards[1]!, cardlink_userlbl: '十個字的卡片名稱好長' };
    api.ok('update_cardlink_label', renamed).ok('get_cardlink_list', [savedCards[0]!, renamed]);
    await user.click(within(free).getByRole('button', { name: 'Rename' }));
    await user.type(
      within(free).getByRole('textbox', { name: 'Card name' }),
      ' 十個字的卡片名稱好長 ',
    );
    await user.click(within(free).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('updated')).toBeInTheDocument();
    expect(api.bodiesOf('update_cardlink_label')).toEqual([
      { cardlink_aid: 2, cardlink_userlbl: '十個字的卡片名稱好長' },
    ]);
    expect(
      await screen.findByRole('heading', { name: '十個字的卡片名稱好長' }),
    ).toBeInTheDocument();
  });

  it('takes a name of six emoji: ten characters as a reader counts them is the limit', async () => {
    const { user, free, api } = await openCards();
    const renamed = { ...savedCards[1]!, cardlink_userlbl: '😀😀😀😀😀😀' };
    api.ok('update_cardlink_label', renamed).ok('get_cardlink_list', [savedCards[0]!, renamed]);
    await user.click(within(free).getByRole('button', { name: 'Rename' }));
    const input = within(free).getByRole('textbox', { name: 'Card name' });
    await user.clear(input);
    await user.type(input, '😀😀😀😀😀😀');
    await user.click(within(free).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('updated')).toBeInTheDocument();
    expect(api.bodiesOf('update_cardlink_label')).toEqual([
      { cardlink_aid: 2, cardlink_userlbl: '😀😀😀😀😀😀' },
    ]);
  });

  it('does not remove a card a recurring plan uses, and says why', async () => {
    const { user, inUse, api } = await openCards();
    await user.click(within(inUse).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(dialogs.alerts.map((a) => [a.title, a.message])).toEqual([
        [
          'This card cannot be removed',
          'This card is used by a recurring giving setting. End that setting first, then remove the card.',
        ],
      ]),
    );
    expect(dialogs.confirms).toEqual([]);
    expect(api.bodiesOf('remove_cardlink')).toEqual([]);
  });

  it('removes a free card after confirmation', async () => {
    const { user, free, api } = await openCards();
    api.ok('remove_cardlink', { cardlink_aid: 2 }).ok('get_cardlink_list', [savedCards[0]!]);
    await user.click(within(free).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('removed')).toBeInTheDocument();
    expect(dialogs.confirms.map((c) => c.title)).toEqual(['Remove this card?']);
    expect(api.bodiesOf('remove_cardlink')).toEqual([{ cardlink_aid: 2 }]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'VISA' })).toBeNull());
  });

  it('keeps a card when the removal is cancelled, and shows the server’s explanation of a refusal', async () => {
    const { user, free, api } = await openCards(false);
    await user.click(within(free).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(dialogs.confirms).toHaveLength(1));
    expect(api.bodiesOf('remove_cardlink')).toEqual([]);
    dialogs.stop();
    dialogs = answerDialogs(true);
    api.on('remove_cardlink', () =>
      refusal(
        'This card pays recurring giving setting #9, so it cannot be removed. Terminate that setting first (member centre, recurring records), then remove the card.',
      ),
    );
    await user.click(within(free).getByRole('button', { name: 'Remove' }));
    expect(await within(free).findByRole('alert')).toHaveTextContent(
      'This card pays recurring giving setting no. 9, so it cannot be removed.',
    );
  });

  it('adds a card through the card page, returning to the member centre', async () => {
    const { user, cards, api } = await openCards();
    const submitted = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    api.ok('get_cardlink_form', {
      action_url: 'https://gateway.test/card',
      data: '{"ONO":"1"}',
      mac: 'm',
      ksn: '1',
    });
    await user.click(within(cards).getByRole('button', { name: 'Add a card' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('cardLinkView')).toBe('member');
    const form = submitted.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe('https://gateway.test/card');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      data: '{"ONO":"1"}',
      mac: 'm',
      ksn: '1',
    });
    submitted.mockRestore();
  });

  it('sends nothing to a card page on an address that is not allowed', async () => {
    const { user, cards, api } = await openCards();
    api.ok('get_cardlink_form', {
      action_url: 'https://elsewhere.example/card',
      data: 'x',
      mac: 'm',
      ksn: '1',
    });
    await user.click(within(cards).getByRole('button', { name: 'Add a card' }));
    expect(await within(cards).findByRole('alert')).toHaveTextContent(
      'The payment page address is not allowed',
    );
  });

  it('names the plans that would need adjustment before moving them, then says how many moved', async () => {
    const { user, free, api } = await openCards();
    api
      .ok('get_ach_list', [
        plan({ ach_aid: 7, status: 0, stop_pay_date: 202701 }),
        plan({ ach_aid: 8, status: 1, stop_pay_date: 202711 }),
        plan({ ach_aid: 9, status: 0, stop_pay_date: 202812 }),
        plan({ ach_aid: 5, status: 2, stop_pay_date: 0, stopped_as: 'terminated' }),
      ])
      .ok('ach_card_update_all', { cardlink_aid: 2, ach_aids: [7, 8, 9], needs_adjustment: [8, 9] })
      .ok('get_cardlink_list', savedCards);
    await user.click(
      within(free).getByRole('button', { name: 'Use this card for all my recurring plans' }),
    );
    await waitFor(() => expect(api.bodiesOf('ach_card_update_all')).toEqual([{ cardlink_aid: 2 }]));
    expect(
      dialogs.confirms.map(({ title, message, confirmLabel, cancelLabel }) => [
        title,
        message,
        confirmLabel,
        cancelLabel,
      ]),
    ).toEqual([
      [
        'Use this card for all recurring plans',
        "From now on, every active recurring plan of yours (3 in all) will be charged to 5521-11**-****-8888. Plans that end after the card's expiry (2027/02) and would then need adjustment: 2 (no. 8, 9).",
        'Use this card (3)',
        'Keep the current cards',
      ],
    ]);
    await waitFor(() =>
      expect(dialogs.alerts.map((a) => a.message)).toEqual([
        "Recurring plans now paid by this card: 3. Plans that end after the card's expiry and need adjustment (see recurring records): 2.",
      ]),
    );
  });

  it('moves nothing when the member keeps the current cards', async () => {
    const { user, free, api } = await openCards(false);
    api.ok('get_ach_list', [plan({ ach_aid: 7, status: 0, stop_pay_date: 202701 })]);
    await user.click(
      within(free).getByRole('button', { name: 'Use this card for all my recurring plans' }),
    );
    await waitFor(() =>
      expect(dialogs.confirms.map(({ message }) => message)).toEqual([
        "From now on, every active recurring plan of yours (1 in all) will be charged to 5521-11**-****-8888. Each of them ends by the card's expiry (2027/02): none will need adjustment.",
      ]),
    );
    expect(api.bodiesOf('ach_card_update_all')).toEqual([]);
  });

  it('says there is nothing to move when no plan is active', async () => {
    const { user, free, api } = await openCards();
    api.ok('get_ach_list', [plan({ ach_aid: 3, status: 3 })]);
    await user.click(
      within(free).getByRole('button', { name: 'Use this card for all my recurring plans' }),
    );
    await waitFor(() =>
      expect(dialogs.alerts.map(({ message }) => message)).toEqual([
        'You have no active recurring plans, so there is nothing to move to this card.',
      ]),
    );
    expect(dialogs.confirms).toEqual([]);
    expect(api.bodiesOf('ach_card_update_all')).toEqual([]);
  });
});
