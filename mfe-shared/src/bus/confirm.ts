import { firstValueFrom, filter, map } from 'rxjs';
import { showAlert } from '../api/alert';
import { bus } from './event-bus';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** docs/screens/giving.md, receipt printing: the confirm button stays locked this many seconds. */
  countdownSeconds?: number;
}

let sequence = 0;

/**
 * Asks the shell's dialog host a yes/no question (`ui/confirm`) and resolves to the answer: true
 * when confirmed, false when cancelled or dismissed.
 */
export const confirm = (request: ConfirmRequest): Promise<boolean> => {
  sequence += 1;
  const id = `confirm-${sequence}`;
  const answered = firstValueFrom(
    bus.on('ui/confirm-answered').pipe(
      filter((event) => event.id === id),
      map((event) => event.confirmed),
    ),
  );
  bus.emit({ type: 'ui/confirm', id, ...request });
  return answered;
};

/** An alert through the shell's dialog host: `showAlert` under the name that pairs with confirm. */
export const alert = showAlert;
