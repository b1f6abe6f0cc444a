import type { SavedCard } from '@eoffering/shared/contract';
import { answerDialogs } from '@eoffering/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { recurringPlan as plan, savedCards, scriptPersonalPage } from '../../testing/fixtures';
import { renderApp, resetApp } from '../../testing/render-app';

// docs/screens/member-centre.md, focus after an edit: focus never drops to the page after an
// edit or a dialog of the saved cards.

let dialogs: ReturnType<typeof answerDialogs> | undefined;
afterEach(() => {
  dialogs?.stop();
  dialogs = undefined;
  resetApp();
});

const [inUseCard, freeCard] = savedCards as [SavedCard, SavedCard];
const spare = { ...freeCard, cardlink_aid: 4, cardlink_userlbl: '備用卡' };

const openCards = async (list: SavedCard[] = savedCards, confirmed = true) => {
  dialogs = answerDialogs(confirmed);
  const harness = renderApp('/member_center/home', {
    signedIn: true,
    script: (api) => scriptPersonalPage(api, { cards: list }),
  });
  const cards = await screen.findByRole('region', { name: 'Saved cards' });
  await within(cards).findAllByRole('listitem');
  const entry = (name: string) =>
    within(cards)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name }) !== null) as HTMLElement;
  return { ...harness, cards, entry };
};

describe('focus on the saved cards', () => {
  it('puts the name field in focus on Rename, and the Rename button after Cancel', async () => {
    const { user, entry } = await openCards();
    await user.click(within(entry('VISA')).getByRole('button', { name: 'Rename' }));
    expect(document.activeElement).toBe(
      within(entry('VISA')).getByRole('textbox', { name: 'Card name' }),
    );
    await user.click(within(entry('VISA')).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(
      within(entry('VISA')).getByRole('button', { name: 'Rename' }),
    );
  });

  it('puts the renamed card’s Rename button in focus after saving a name', async () => {
    const { user, api, entry } = await openCards();
    const renamed = { ...freeCard, cardlink_userlbl: '旅行卡' };
    api.ok('update_cardlink_label', renamed).ok('get_cardlink_list', [inUseCard, renamed]);
    await user.click(within(entry('VISA')).getByRole('button', { name: 'Rename' }));
    await user.type(document.activeElement as HTMLElement, '旅行卡{Enter}');
    await screen.findByRole('heading', { name: '旅行卡' });
    expect(document.activeElement).toBe(
      within(entry('旅行卡')).getByRole('button', { name: 'Rename' }),
    );
  });

  it('puts the name field back in focus when the server refuses the name', async () => {
    const { user, api, entry } = await openCards();
    api.on('update_cardlink_label', () => ({
      body: { RC: 422, RM: 'Unprocessable Entity', Result: [{ msg: 'name refused' }] },
    }));
    await user.click(within(entry('VISA')).getByRole('button', { name: 'Rename' }));
    await user.type(document.activeElement as HTMLElement, '旅行卡{Enter}');
    // A text outside the backend-text catalogue shows the rename's own message.
    expect(await within(entry('VISA')).findByRole('alert')).toHaveTextContent('update failed');
    expect(document.activeElement).toBe(
      within(entry('VISA')).getByRole('textbox', { name: 'Card name' }),
    );
  });

  it.each<[string, SavedCard[], string, string]>([
    ['the card after it', [freeCard, spare], 'VISA', '備用卡'],
    ['the card before it when it was the last', [freeCard, spare], '備用卡', 'VISA'],
    ['the list heading when no card is left', [freeCard], 'VISA', 'Saved cards'],
  ])('after removing a card, puts %s in focus', async (_case, list, removed, focused) => {
    const { user, api, entry } = await openCards(list);
    const left = list.filter((card) => (card.cardlink_userlbl || card.cardlink_name) !== removed);
    const gone = list.find((card) => !left.includes(card)) as SavedCard;
    api.ok('remove_cardlink', { cardlink_aid: gone.cardlink_aid }).ok('get_cardlink_list', left);
    await user.click(within(entry(removed)).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: focused })),
    );
    expect(screen.queryByRole('heading', { name: removed })).toBeNull();
    expect(api.bodiesOf('remove_cardlink')).toEqual([{ cardlink_aid: gone.cardlink_aid }]);
  });

  it('puts the Remove button back in focus after a cancelled removal and after the card-in-use warning', async () => {
    const { user, api, entry } = await openCards(savedCards, false);
    const free = within(entry('VISA')).getByRole('button', { name: 'Remove' });
    await user.click(free);
    await waitFor(() => expect(dialogs?.confirms).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(free));
    const inUse = within(entry('家用卡')).getByRole('button', { name: 'Remove' });
    await user.click(inUse);
    await waitFor(() => expect(dialogs?.alerts).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(inUse));
    expect(api.bodiesOf('remove_cardlink')).toEqual([]);
  });
});

// The move of every plan answered as a member does, in the dialogs the shell shows: each way out
// of them (the outcome's warning closed, the confirmation kept or called off, the nothing-to-move
// notice) leaves focus on the button that opened them, never on the page.
describe('focus after moving every plan to a card', () => {
  const moveButton = () =>
    screen.getByRole('button', { name: 'Use this card for all my recurring plans' });
  const openForMove = async () => {
    const harness = renderApp('/member_center/home', {
      signedIn: true,
      dialogs: true,
      script: (api) => scriptPersonalPage(api, { cards: [freeCard] }),
    });
    await screen.findByRole('heading', { name: 'VISA' });
    return harness;
  };
  const endingLate = plan({ ach_aid: 7, status: 0, stop_pay_date: 202812 });

  it.each<[string, string, number[]]>([
    ['the outcome warning is closed with its button', 'Confirm', [7]],
    ['the outcome warning is closed with Escape', '{Escape}', [7]],
    ['the move needed no warning (a toast)', '', []],
  ])('after plans are moved and %s', async (_case, close, needing) => {
    const { user, api } = await openForMove();
    api
      .ok('get_ach_list', [endingLate])
      .ok('ach_card_update_all', { cardlink_aid: 2, ach_aids: [7], needs_adjustment: needing })
      .ok('get_cardlink_list', [freeCard]);
    await user.click(moveButton());
    const confirmation = await screen.findByRole('alertdialog', {
      name: 'Use this card for all recurring plans',
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Use this card (1)' }));
    if (close !== '') {
      const outcome = await screen.findByRole('alertdialog', {
        name: 'Use this card for all recurring plans',
      });
      expect(outcome).toHaveTextContent('Plans that end after the card');
      if (close.startsWith('{')) await user.keyboard(close);
      else await user.click(within(outcome).getByRole('button', { name: close }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    } else {
      expect(await screen.findByText('Recurring plans now paid by this card: 1.')).toBeVisible();
    }
    await waitFor(() => expect(moveButton()).toHaveFocus());
    expect(api.bodiesOf('ach_card_update_all')).toEqual([{ cardlink_aid: 2 }]);
    // The next Tab goes on from the button, not from the top of the page.
    await user.tab();
    expect(document.activeElement).not.toBe(document.body);
    expect(moveButton().compareDocumentPosition(document.activeElement as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('after the member keeps the current cards', async () => {
    const { user, api } = await openForMove();
    api.ok('get_ach_list', [endingLate]);
    await user.click(moveButton());
    const confirmation = await screen.findByRole('alertdialog', {
      name: 'Use this card for all recurring plans',
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Keep the current cards' }));
    await waitFor(() => expect(moveButton()).toHaveFocus());
    expect(api.bodiesOf('ach_card_update_all')).toEqual([]);
  });

  it('after the notice that no plan is active to move', async () => {
    const { user, api } = await openForMove();
    api.ok('get_ach_list', [plan({ ach_aid: 7, status: 2 })]);
    await user.click(moveButton());
    const notice = await screen.findByRole('alertdialog', {
      name: 'Use this card for all recurring plans',
    });
    expect(notice).toHaveTextContent('You have no active recurring plans');
    await user.click(within(notice).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(moveButton()).toHaveFocus());
  });
});
