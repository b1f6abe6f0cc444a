import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  unlinkSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import low from 'lowdb';
import type { AdapterSync, LowdbSync } from 'lowdb';
import writeFileAtomic from 'write-file-atomic';
import type { StoreShape } from '../store/collections';

/** The collections of the store, and the field that holds each record's numeric id. */
export const ID_FIELDS = {
  projects: 'project_aid',
  project_items: 'id',
  payment_types: 'type_aid',
  givings: 'offering_aid',
  order_infos: 'order_info_aid',
  invoice_titles: 'invoice_title_aid',
  cards: 'cardlink_aid',
  ach_plans: 'ach_aid',
  receipts: 'tra_receipt_aid',
  notice_settings: 'setting_aid',
  pledges: 'pledge_aid',
} as const;
export type Collection = keyof typeof ID_FIELDS;

export const emptyStore = (): StoreShape => ({
  members: [],
  projects: [],
  project_items: [],
  payment_types: [],
  givings: [],
  order_infos: [],
  invoice_titles: [],
  cards: [],
  ach_plans: [],
  receipts: [],
  notice_settings: [],
  pledges: [],
  gateway_transactions: [],
  revoked_sign_ins: [],
  guest_passes: [],
  sequences: {},
});

/** A stored document with any collection added since it was written filled in empty. */
const withAllCollections = (data: StoreShape): StoreShape => ({ ...emptyStore(), ...data });

export interface Store {
  /** The lowdb instance (json-server's raw router in dev mode writes through it). */
  readonly db: LowdbSync<StoreShape>;
  /** Current data. Read only: change it through `update`. */
  read(): StoreShape;
  /**
   * Runs `fn` on a copy of the data, then makes the copy current and persists it, all
   * synchronously, so two requests can never interleave and lose a write. If `fn` throws, nothing
   * changes. Inside `fn`, nested `update`/`nextId` calls work on the same copy.
   */
  update<T>(fn: (data: StoreShape) => T): T;
  /** The next id of a collection (never reused after a delete). */
  nextId(collection: Collection): number;
  /** Replaces all data (seeding). */
  replace(data: StoreShape): void;
}

/** Modes of the data folder this store creates and of the data file: the owner's alone. */
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/**
 * A lowdb 1 adapter that writes atomically (write-file-atomic: a temp file beside the data file,
 * fsync, rename over it), then fsyncs the folder so the rename itself survives a power cut. A
 * crash leaves either the old file or the new one, never half of one; a leftover temp file is
 * ignored and removed on the next open.
 */
class AtomicFileAdapter {
  constructor(
    readonly source: string,
    private readonly defaultValue: StoreShape,
  ) {}

  read(): StoreShape {
    const dir = dirname(this.source);
    // Members' identity numbers and password hashes: the folder and the file are the owner's
    // alone (docs/security-model.md, 'Stored passwords and the data file').
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
    const prefix = `${basename(this.source)}.`;
    for (const name of readdirSync(dir)) {
      if (name.startsWith(prefix)) unlinkSync(join(dir, name));
    }
    if (!existsSync(this.source)) return this.defaultValue;
    chmodSync(this.source, PRIVATE_FILE);
    const text = readFileSync(this.source, 'utf8').trim();
    return text ? withAllCollections(JSON.parse(text) as StoreShape) : this.defaultValue;
  }

  write(state: StoreShape): void {
    writeFileAtomic.sync(this.source, JSON.stringify(state, null, 2), { mode: PRIVATE_FILE });
    try {
      const fd = openSync(dirname(this.source), 'r');
      fsyncSync(fd);
      closeSync(fd);
    } catch {
      // Some platforms cannot open a folder; the rename is then as durable as they make it.
    }
  }
}

class MemoryAdapter {
  readonly source = ':memory:';
  constructor(private readonly defaultValue: StoreShape) {}
  read(): StoreShape {
    return this.defaultValue;
  }
  write(): void {}
}

const maxId = (data: StoreShape, collection: Collection): number => {
  const field = ID_FIELDS[collection];
  const records = data[collection] as unknown as Array<Record<string, unknown>>;
  return records.reduce((max, record) => Math.max(max, Number(record[field]) || 0), 0);
};

/** The id `takeId` would give next, without taking it. */
export const peekId = (data: StoreShape, collection: Collection): number =>
  Math.max(data.sequences[collection] ?? 1, maxId(data, collection) + 1);

/** Takes the next id of `collection` from `data.sequences` (use inside `store.update`). */
export const takeId = (data: StoreShape, collection: Collection): number => {
  const next = peekId(data, collection);
  data.sequences[collection] = next + 1;
  return next;
};

/** Opens the store kept in `file` (created on first write), or an in-memory one for `null`. */
export const createStore = (file: string | null, initial: StoreShape = emptyStore()): Store => {
  const start = withAllCollections(initial);
  const adapter = file === null ? new MemoryAdapter(start) : new AtomicFileAdapter(file, start);
  // @types/lowdb models adapters as constructors; lowdb itself takes any object with read/write.
  const db = low(adapter as unknown as AdapterSync<StoreShape>);
  let draft: StoreShape | null = null;

  const update = <T>(fn: (data: StoreShape) => T): T => {
    if (draft) return fn(draft);
    const copy = structuredClone(db.getState());
    draft = copy;
    try {
      const result = fn(copy);
      // Persist first: if the disk write fails, the data in memory stays as it was too.
      adapter.write(copy);
      db.setState(copy);
      return result;
    } finally {
      draft = null;
    }
  };

  return {
    db,
    read: () => db.getState(),
    update,
    nextId: (collection) => update((data) => takeId(data, collection)),
    replace: (data) => {
      const copy = structuredClone(data);
      adapter.write(copy);
      db.setState(copy);
    },
  };
};
