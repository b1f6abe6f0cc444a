import type { BusEvent } from '../bus/events';
import { bus } from '../bus/event-bus';
import {
  ORDER_KEY,
  emptyOrderDraft,
  parseOrderDraft,
  startGivingTarget,
  type OrderDraft,
} from './order-draft';
import { act, render, screen } from '@testing-library/react';
import { OrderStore, orderDraft, useOrderDraft } from './order-store';

const draft = (patch: Partial<OrderDraft>): OrderDraft => ({ ...emptyOrderDraft(), ...patch });

describe('startGivingTarget', () => {
  it.each<[string, Partial<OrderDraft>, boolean, string]>([
    [
      'a saved express order of this project',
      { project_aid: 7, view: 'express' },
      true,
      '/order/express/7',
    ],
    [
      'a saved recurring order of this project',
      { project_aid: 7, view: 'recurring_records' },
      true,
      '/order/recurring_records/7',
    ],
    [
      'a saved normal order of this project, guest',
      { project_aid: 7, view: 'normal' },
      false,
      '/order/normal/7',
    ],
    [
      'an order of another project, member',
      { project_aid: 8, view: 'express' },
      true,
      '/order/normal/7',
    ],
    [
      'an order of another project, guest',
      { project_aid: 8, view: 'normal' },
      false,
      '/order/express/7',
    ],
    ['this project without a view, member', { project_aid: 7 }, true, '/order/normal/7'],
    ['no order, guest', {}, false, '/order/express/7'],
  ])('%s goes to %s', (_case, saved, signedIn, target) => {
    expect(startGivingTarget(7, draft(saved), signedIn)).toBe(target);
  });
});

describe('parseOrderDraft', () => {
  it("has the contract's defaults", () => {
    expect(emptyOrderDraft()).toMatchObject({
      transaction_id: 0,
      currency: 'TWD',
      status: -1,
      item_package: [],
      amount: 0,
    });
  });

  it.each([null, '', 'not json', '[]', '42'])('falls back to the defaults for %j', (raw) => {
    expect(parseOrderDraft(raw)).toEqual(emptyOrderDraft());
  });

  it('keeps fields of the right type, drops the rest and recomputes the amount', () => {
    const stored = JSON.stringify({
      project_aid: 3,
      view: 'normal',
      item_package: [
        { item_aid: 1, item_name: '什一', package_amount: 1000 },
        { item_aid: 2, item_name: 'bad', package_amount: '5' },
        { item_aid: 3, item_name: '感恩', package_amount: 500 },
      ],
      amount: 999999,
      pay_method: 'BITCOIN',
      view_extra: 'x',
      status: 'paid',
      if_ach: 1,
      transaction_id: '9912345678',
    });
    expect(parseOrderDraft(stored)).toEqual(
      draft({
        project_aid: 3,
        view: 'normal',
        item_package: [
          { item_aid: 1, item_name: '什一', package_amount: 1000 },
          { item_aid: 3, item_name: '感恩', package_amount: 500 },
        ],
        amount: 1500,
        if_ach: 1,
        transaction_id: '9912345678',
      }),
    );
  });
});

describe('OrderStore', () => {
  let events: BusEvent[];
  const subscription = bus.all().subscribe((event) => events.push(event));
  const stores: OrderStore[] = [];
  // Each test's stores stop listening afterwards, like the page's one store would on unload.
  const newStore = () => {
    const store = new OrderStore();
    stores.push(store);
    return store;
  };
  afterAll(() => subscription.unsubscribe());
  beforeEach(() => {
    localStorage.clear();
    events = [];
  });
  afterEach(() => stores.splice(0).forEach((store) => store.dispose()));

  const lines = [
    { item_aid: 1, item_name: '什一', package_amount: 300 },
    { item_aid: 2, item_name: '宣教', package_amount: 1000 },
  ];

  it('saves to orderObject with the amount as the sum of the items, and says so', () => {
    const store = newStore();
    const saved = store.save({ project_aid: 5, view: 'express', item_package: lines, amount: 1 });
    expect(saved).toMatchObject({ project_aid: 5, amount: 1300, init: false });
    expect(JSON.parse(localStorage.getItem(ORDER_KEY) ?? '{}')).toEqual(saved);
    expect(events).toEqual([{ type: 'order/draft-saved', projectAid: 5 }]);
  });

  it('survives a reload: a new store reads the saved draft', () => {
    newStore().save({ project_aid: 5, item_package: lines });
    expect(newStore().get()).toMatchObject({ project_aid: 5, amount: 1300 });
  });

  it('clears back to the defaults', () => {
    const store = newStore();
    store.save({ project_aid: 5 });
    store.clear();
    expect(store.get()).toEqual(emptyOrderDraft());
    expect(localStorage.getItem(ORDER_KEY)).toBeNull();
    expect(events.at(-1)).toEqual({ type: 'order/draft-cleared' });
  });

  it('follows another tab through the storage event', () => {
    const store = newStore();
    const changes: number[] = [];
    store.changes$.subscribe((value) => changes.push(value.project_aid));
    localStorage.setItem(ORDER_KEY, JSON.stringify({ project_aid: 9, view: 'normal' }));
    window.dispatchEvent(new StorageEvent('storage', { key: ORDER_KEY }));
    expect(store.get()).toMatchObject({ project_aid: 9, view: 'normal' });
    expect(changes).toEqual([0, 9]);
    // The page's own store (module singleton) follows too, so the event may come twice.
    expect(events).toContainEqual({ type: 'order/draft-saved', projectAid: 9 });
  });

  it('forgets the draft after a logout cleared storage', () => {
    const store = newStore();
    store.save({ project_aid: 5 });
    localStorage.clear();
    bus.emit({ type: 'session/logged-out' });
    expect(store.get()).toEqual(emptyOrderDraft());
  });
});

describe('useOrderDraft', () => {
  it('re-renders when the draft is saved or cleared', () => {
    const Probe = () => {
      const { project_aid: projectAid, amount } = useOrderDraft();
      return <p>{`project ${projectAid}, NT$ ${amount}`}</p>;
    };
    render(<Probe />);
    expect(screen.getByText('project 0, NT$ 0')).toBeInTheDocument();
    act(() => {
      orderDraft.save({
        project_aid: 4,
        item_package: [{ item_aid: 1, item_name: '什一', package_amount: 500 }],
      });
    });
    expect(screen.getByText('project 4, NT$ 500')).toBeInTheDocument();
    act(() => orderDraft.clear());
    expect(screen.getByText('project 0, NT$ 0')).toBeInTheDocument();
  });
});
