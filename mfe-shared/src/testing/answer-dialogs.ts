import { bus } from '../bus/event-bus';
import type { EventOf } from '../bus/events';

/**
 * Plays the shell's dialog host: records each confirm and alert, answers confirms with
 * `confirmed` (changed mid-test with `confirmWith`) and closes alerts at once. Call `stop()`
 * after the test.
 */
export const answerDialogs = (confirmed = true) => {
  let answer = confirmed;
  const confirms: Array<EventOf<'ui/confirm'>> = [];
  const alerts: Array<EventOf<'ui/alert'>> = [];
  const subscriptions = [
    bus.on('ui/confirm').subscribe((event) => {
      confirms.push(event);
      bus.emit({ type: 'ui/confirm-answered', id: event.id, confirmed: answer });
    }),
    bus.on('ui/alert').subscribe((event) => {
      alerts.push(event);
      bus.emit({ type: 'ui/alert-closed', id: event.id });
    }),
  ];
  return {
    confirms,
    alerts,
    confirmWith: (next: boolean) => {
      answer = next;
    },
    stop: () => subscriptions.forEach((subscription) => subscription.unsubscribe()),
  };
};

export type AnsweredDialogs = ReturnType<typeof answerDialogs>;
