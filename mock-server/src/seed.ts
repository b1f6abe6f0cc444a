import { createStore } from './core/store';
import type { Store } from './core/store';
import { buildFixtures } from './fixtures';

/** Replaces everything in `store` with the demo fixtures, computed relative to `now`. */
export const seed = (store: Store, now: Date = new Date()): void => {
  store.replace(buildFixtures(now));
};

/** Opens the data file, seeding it when it does not exist yet (first run). */
export const openStore = (file: string | null, now: Date = new Date()): Store => {
  const store = createStore(file);
  if (store.read().members.length === 0) seed(store, now);
  return store;
};
