import { firstValueFrom, filter, map, race, timer } from 'rxjs';
import { bus } from '../bus/event-bus';
import type { DialogTone } from '../bus/events';
import { DIALOG_TIMER_MS } from '../constants/business';

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
  const closed = firstValueFrom(
    race(
      bus.on('ui/alert-closed').pipe(filter((event) => event.id === id)),
      timer(DIALOG_TIMER_MS),
    ).pipe(map(() => undefined)),
  );
  bus.emit({ type: 'ui/alert', id, ...alert });
  return closed;
};
