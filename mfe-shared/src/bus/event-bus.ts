import { Subject, filter, type Observable } from 'rxjs';
import type { BusEvent, BusEventType, EventOf } from './events';

/** A typed rxjs bus: one per page, shared by the shell and both remotes as a federation singleton. */
export class EventBus {
  private readonly events$ = new Subject<BusEvent>();

  emit(event: BusEvent): void {
    this.events$.next(event);
  }

  on<T extends BusEventType>(type: T): Observable<EventOf<T>> {
    return this.events$.pipe(filter((event): event is EventOf<T> => event.type === type));
  }

  all(): Observable<BusEvent> {
    return this.events$.asObservable();
  }
}

export const bus = new EventBus();
