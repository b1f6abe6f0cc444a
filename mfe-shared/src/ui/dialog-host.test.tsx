import { act, screen, within } from '@testing-library/react';
import { bus } from '../bus/event-bus';
import { confirm } from '../bus/confirm';
import type { BusEvent } from '../bus/events';
import { renderWithProviders } from '../testing/render-with-providers';
import { DialogHost } from './dialog-host';

describe('dialog host', () => {
  // What the host answered on the bus, per test.
  const seen: BusEvent[] = [];
  let stopListening: () => void;
  beforeEach(() => {
    seen.splice(0);
    const subscription = bus.all().subscribe((event) => {
      if (event.type === 'ui/alert-closed' || event.type === 'ui/confirm-answered')
        seen.push(event);
    });
    stopListening = () => subscription.unsubscribe();
  });
  afterEach(() => stopListening());

  it('shows ui/alert as an alert dialog and reports its closing', async () => {
    const { user } = renderWithProviders(<DialogHost onShowingChange={() => undefined} />, {
      language: 'en',
    });
    act(() =>
      bus.emit({
        type: 'ui/alert',
        id: 'a1',
        tone: 'error',
        title: '400 error',
        message: 'Access Failed\nbad id',
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: '400 error' });
    expect(dialog).toHaveTextContent('Access Failed');
    expect(dialog).toHaveTextContent('bad id');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(seen).toEqual([{ type: 'ui/alert-closed', id: 'a1' }]);
  });

  it('queues alerts and shows them one at a time, in order', async () => {
    const { user } = renderWithProviders(<DialogHost onShowingChange={() => undefined} />, {
      language: 'en',
    });
    act(() => {
      bus.emit({ type: 'ui/alert', id: 'first', tone: 'info', title: 'First', message: '' });
      bus.emit({ type: 'ui/alert', id: 'second', tone: 'info', title: 'Second', message: '' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Second' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(seen.map((event) => 'id' in event && event.id)).toEqual(['first', 'second']);
  });

  it.each([
    ['Confirm', true],
    ['Cancel', false],
  ])('answers ui/confirm with %s', async (button, confirmed) => {
    const { user } = renderWithProviders(<DialogHost onShowingChange={() => undefined} />, {
      language: 'en',
    });
    act(() =>
      bus.emit({
        type: 'ui/confirm',
        id: 'c1',
        title: 'Leave the site?',
        message: 'will redirect you',
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Leave the site?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: button }));
    expect(seen).toEqual([{ type: 'ui/confirm-answered', id: 'c1', confirmed }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('locks the confirm button for a countdown, showing the seconds left (print)', async () => {
    jest.useFakeTimers();
    try {
      const { user } = renderWithProviders(<DialogHost onShowingChange={() => undefined} />, {
        language: 'en',
      });
      let answered: Promise<boolean> = Promise.resolve(false);
      act(() => {
        answered = confirm({
          title: 'Print receipt',
          message: '',
          confirmLabel: 'Print',
          countdownSeconds: 3,
        });
      });
      const dialog = screen.getByRole('alertdialog', { name: 'Print receipt' });
      const locked = within(dialog).getByRole('button', { name: 'Print (3)' });
      expect(locked).toBeDisabled();

      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(within(dialog).getByRole('button', { name: 'Print (2)' })).toBeDisabled();
      await act(() => jest.advanceTimersByTimeAsync(2000));
      const open = within(dialog).getByRole('button', { name: 'Print' });
      expect(open).toBeEnabled();

      jest.useRealTimers();
      await user.click(open);
      await expect(answered).resolves.toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('traps focus inside the dialog', async () => {
    const { user } = renderWithProviders(
      <>
        <button type="button">outside</button>
        <DialogHost onShowingChange={() => undefined} />
      </>,
      { language: 'en' },
    );
    act(() =>
      bus.emit({
        type: 'ui/confirm',
        id: 'c2',
        title: 'Sure?',
        message: '',
        confirmLabel: 'Yes',
        cancelLabel: 'No',
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Sure?' });
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
