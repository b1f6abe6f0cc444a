import { DIALOG_TIMER_MS } from '../rules/constants/business';
import { bus } from './event-bus';
import type { BusEvent } from './events';
import { alert, confirm } from './confirm';

describe('confirm', () => {
  const asked: BusEvent[] = [];
  const subscription = bus.on('ui/confirm').subscribe((event) => asked.push(event));
  afterAll(() => subscription.unsubscribe());
  beforeEach(() => asked.splice(0));

  it.each([true, false])(
    'asks the dialog host and resolves to the answer %p',
    async (confirmed) => {
      const answer = confirm({
        title: 'Print receipt',
        message: 'Once printed, the title cannot change.',
        confirmLabel: 'Print',
        countdownSeconds: 3,
      });
      expect(asked).toEqual([
        {
          type: 'ui/confirm',
          id: expect.any(String),
          title: 'Print receipt',
          message: 'Once printed, the title cannot change.',
          confirmLabel: 'Print',
          countdownSeconds: 3,
        },
      ]);
      const id = asked[0]?.type === 'ui/confirm' ? asked[0].id : '';
      bus.emit({ type: 'ui/confirm-answered', id: 'someone-else', confirmed: !confirmed });
      bus.emit({ type: 'ui/confirm-answered', id, confirmed });
      await expect(answer).resolves.toBe(confirmed);
    },
  );

  it('gives each question its own id', () => {
    void confirm({ title: 'a', message: '' });
    void confirm({ title: 'b', message: '' });
    const ids = asked.map((event) => (event.type === 'ui/confirm' ? event.id : ''));
    expect(new Set(ids).size).toBe(2);
  });

  it('alert asks the host for an alert and resolves when it is closed', async () => {
    const alerts: BusEvent[] = [];
    const listening = bus.on('ui/alert').subscribe((event) => alerts.push(event));
    const closed = alert({ tone: 'success', title: 'update successful', message: '' });
    const shown = alerts[0];
    listening.unsubscribe();
    expect(shown).toMatchObject({ type: 'ui/alert', title: 'update successful' });
    if (shown?.type === 'ui/alert') bus.emit({ type: 'ui/alert-closed', id: shown.id });
    await expect(closed).resolves.toBeUndefined();
  });

  it('alert resolves after the dialog timer when nobody closes it (no shell listening)', async () => {
    jest.useFakeTimers();
    try {
      let resolved = false;
      const closed = alert({ tone: 'info', title: 'saved', message: '' }).then(
        () => (resolved = true),
      );
      await jest.advanceTimersByTimeAsync(DIALOG_TIMER_MS - 1);
      expect(resolved).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await closed;
      expect(resolved).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
