import { filter } from 'rxjs';
import { bus } from '../bus/event-bus';
import type { DialogTone } from '../bus/events';
import { DIALOG_TIMER_MS } from '../rules/constants/business';

export { DIALOG_TIMER_MS };

let sequence = 0;

/**
 * Asks the shell to show an alert (`ui/alert`) and resolves when it is closed, or after the
 * spec's dialog timer when nobody closes it (a remote running without the shell).
 */
export const showAlert = (alert: {
  tone: DialogTone;
  title: string;
  message: string;
}): Promise<void> => {
  sequence += 1;
  const id = `alert-${sequence}`;
  // A plain timer rather than rxjs's `race(…, timer(…))`: rxjs's schedulers and its conversion of
  // promises and iterables would otherwise ride in the singleton for this one use (docs/architecture.md).
  const closed = new Promise<void>((resolve) => {
    const close = () => {
      clearTimeout(timeout);
      closing.unsubscribe();
      resolve();
    };
    const timeout = setTimeout(close, DIALOG_TIMER_MS);
    const closing = bus
      .on('ui/alert-closed')
      .pipe(filter((event) => event.id === id))
      .subscribe(close);
  });
  bus.emit({ type: 'ui/alert', id, ...alert });
  return closed;
};
