import { bus, type EventOf } from '@eoffering/shared';

/**
 * Plays the shell's dialog host: records each confirm and alert, answers confirms with
 * `confirmed` and closes alerts at once. Call `stop()` after the test.
 */
export const answerDialogs = (confirmed: boolean) => {
  const confirms: Array<EventOf<'ui/confirm'>> = [];
  const alerts: Array<EventOf<'ui/alert'>> = [];
  const subscriptions = [
    bus.on('ui/confirm').subscribe((event) => {
      confirms.push(event);
      bus.emit({ type: 'ui/confirm-answered', id: event.id, confirmed });
    }),
    bus.on('ui/alert').subscribe((event) => {
      alerts.push(event);
      bus.emit({ type: 'ui/alert-closed', id: event.id });
    }),
  ];
  return { confirms, alerts, stop: () => subscriptions.forEach((s) => s.unsubscribe()) };
};
