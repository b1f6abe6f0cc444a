import { upgradeStoredPasswords } from './auth/password-store';
import { createStore, type Store } from './core/store';
import { buildFixtures } from './fixtures';

export const seed = (store: Store, now: Date = new Date()): void => {
  store.replace(buildFixtures(now));
};

/** Seeds a new data file; upgrades the SHA-256 passwords of one from before scrypt. */
export const openStore = (file: string | null, now: Date = new Date()): Store => {
  const store = createStore(file);
  if (store.read().members.length === 0) seed(store, now);
  if (store.read().members.some((member) => !('password_hash' in member))) {
    store.update((data) => upgradeStoredPasswords(data.members));
  }
  return store;
};
