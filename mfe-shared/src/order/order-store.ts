import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import { useSyncExternalStore } from 'react';
import { bus } from '../bus/event-bus';
import {
  ORDER_KEY,
  emptyOrderDraft,
  orderTotal,
  parseOrderDraft,
  type OrderDraft,
} from './order-draft';

const readStored = (): OrderDraft =>
  parseOrderDraft(typeof localStorage === 'undefined' ? null : localStorage.getItem(ORDER_KEY));

/**
 * The `orderObject` draft over localStorage (docs/architecture.md): survives a reload, follows other
 * tabs (storage event) and a logout (which clears storage), and says on the bus when it changes.
 */
export class OrderStore {
  private readonly draft$ = new BehaviorSubject<OrderDraft>(readStored());
  readonly changes$: Observable<OrderDraft> = this.draft$.asObservable();

  private readonly onStorage = (event: StorageEvent): void => {
    // key null: another tab cleared all storage.
    if (event.key === ORDER_KEY || event.key === null) this.sync();
  };
  private readonly logoutSubscription: Subscription;

  constructor() {
    if (typeof window !== 'undefined') window.addEventListener('storage', this.onStorage);
    this.logoutSubscription = bus.on('session/logged-out').subscribe(() => this.sync());
  }

  /** Stops following other tabs and logouts (a store made for a test). */
  dispose(): void {
    if (typeof window !== 'undefined') window.removeEventListener('storage', this.onStorage);
    this.logoutSubscription.unsubscribe();
  }

  get(): OrderDraft {
    return this.draft$.value;
  }

  /** Merges `patch` into the draft, recomputes the amount from the items and stores it. */
  save(patch: Partial<OrderDraft>): OrderDraft {
    const merged = { ...this.draft$.value, ...patch, currency: 'TWD' as const, init: false };
    const next: OrderDraft = { ...merged, amount: orderTotal(merged.item_package) };
    localStorage.setItem(ORDER_KEY, JSON.stringify(next));
    this.draft$.next(next);
    bus.emit({ type: 'order/draft-saved', projectAid: next.project_aid });
    return next;
  }

  /** docs/screens/giving.md: a saved order of another project is cleared and the order reset. */
  clear(): void {
    localStorage.removeItem(ORDER_KEY);
    this.draft$.next(emptyOrderDraft());
    bus.emit({ type: 'order/draft-cleared' });
  }

  /**
   * The `Idempotency-Key` of the payment attempt for this body: the same while the body stays the
   * same, a new random one for another body or after the attempt ended.
   */
  attemptKey(body: string, newKey: () => string): string {
    const current = this.draft$.value;
    if (current.payment_attempt?.body === body) return current.payment_attempt.key;
    const key = newKey();
    this.write({ ...current, payment_attempt: { key, body } });
    return key;
  }

  /** A result page ends the attempt: the next payment is a new one, with a new key. */
  endPaymentAttempt(): void {
    const current = this.draft$.value;
    if (current.payment_attempt !== null) this.write({ ...current, payment_attempt: null });
  }

  // The attempt is bookkeeping of the payment call, not an order change: nothing is announced.
  private write(next: OrderDraft): void {
    localStorage.setItem(ORDER_KEY, JSON.stringify(next));
    this.draft$.next(next);
  }

  /** Re-reads storage (another tab, a logout). */
  sync(): void {
    const raw = localStorage.getItem(ORDER_KEY);
    const current = this.draft$.value;
    const next = parseOrderDraft(raw);
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    this.draft$.next(next);
    if (raw === null) bus.emit({ type: 'order/draft-cleared' });
    else bus.emit({ type: 'order/draft-saved', projectAid: next.project_aid });
  }
}

/** The page's one order draft (a federation singleton through @eoffering/shared). */
export const orderDraft = new OrderStore();

const subscribe = (onChange: () => void): (() => void) => {
  const subscription = orderDraft.changes$.subscribe(onChange);
  return () => subscription.unsubscribe();
};

/** The current draft for a component; re-renders when it is saved or cleared, in any tab. */
export const useOrderDraft = (): OrderDraft =>
  useSyncExternalStore(
    subscribe,
    () => orderDraft.get(),
    () => orderDraft.get(),
  );
