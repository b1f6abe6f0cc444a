import { upgradeStoredPasswords } from './auth/password-store';
import { createStore } from './core/store';
import type { Store } from './core/store';
import { buildFixtures } from './fixtures';

/** Replaces everything in `store` with the demo fixtures, computed relative to `now`. */
export const seed = (store: Store, now: Date = new Date()): void => {
  store.replace(buildFixtures(now));
};

/**
 * Opens the data file, seeding it when it does not exist yet (first run), and upgrades passwords
 * a data file from before scrypt still holds as SHA-256 (`upgradeStoredPasswords`).
 */
export const openStore = (file: string | null, now: Date = new Date()): Store => {
  const store = createStore(file);
  if (store.read().members.length === 0) seed(store, now);
  if (store.read().members.some((member) => !('password_hash' in member))) {
    store.update((data) => upgradeStoredPasswords(data.members));
  }
  return store;
};
