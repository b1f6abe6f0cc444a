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
import low, { type AdapterSync, type LowdbSync } from 'lowdb';
import Memory from 'lowdb/adapters/Memory';
import writeFileAtomic from 'write-file-atomic';
import type { StoreShape } from '../store/collections';

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

/** Each collection's key: the id `takeId` numbers, a member's id, a gateway order's number, … */
const KEYS = {
  members: 'member_id',
  ...ID_FIELDS,
  gateway_transactions: 'ono',
  revoked_sign_ins: 'sid',
  guest_passes: 'pass_sha256',
} as const satisfies Record<Exclude<keyof StoreShape, 'sequences'>, string>;

export const emptyStore = (): StoreShape => {
  const store = {} as StoreShape;
  for (const name of Object.keys(KEYS) as Array<keyof typeof KEYS>) store[name] = [];
  store.sequences = {};
  return store;
};

export const recordOf = <C extends keyof typeof KEYS>(
  data: Pick<StoreShape, C>,
  collection: C,
  key: unknown,
): StoreShape[C][number] | undefined =>
  (data[collection] as Array<StoreShape[C][number]>).find(
    (record) => (record as Record<string, unknown>)[KEYS[collection]] === key,
  );

const withAllCollections = (data: StoreShape): StoreShape => ({ ...emptyStore(), ...data });

export interface Store {
  readonly db: LowdbSync<StoreShape>;
  read(): StoreShape;
  /** Synchronous, so two requests never interleave and lose a write; a throw changes nothing. */
  update<T>(fn: (data: StoreShape) => T): T;
  replace(data: StoreShape): void;
}

// Identity numbers and password hashes (docs/security-model.md, 'Stored passwords and the data file').
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/** The folder is fsynced too, so the rename itself survives a power cut. */
class AtomicFileAdapter {
  constructor(
    readonly source: string,
    private readonly defaultValue: StoreShape,
  ) {}

  read(): StoreShape {
    const dir = dirname(this.source);
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

const maxId = (data: StoreShape, collection: Collection): number => {
  const field = ID_FIELDS[collection];
  const records = data[collection] as unknown as Array<Record<string, unknown>>;
  return records.reduce((max, record) => Math.max(max, Number(record[field]) || 0), 0);
};

export const peekId = (data: StoreShape, collection: Collection): number =>
  Math.max(data.sequences[collection] ?? 1, maxId(data, collection) + 1);

export const takeId = (data: StoreShape, collection: Collection): number => {
  const next = peekId(data, collection);
  data.sequences[collection] = next + 1;
  return next;
};

export const createStore = (file: string | null, initial: StoreShape = emptyStore()): Store => {
  const start = withAllCollections(initial);
  const adapter =
    file === null
      ? new Memory<StoreShape>(':memory:', { defaultValue: start })
      : new AtomicFileAdapter(file, start);
  // @types/lowdb models adapters as constructors; lowdb itself takes any object with read/write.
  const db = low(adapter as unknown as AdapterSync<StoreShape>);
  let draft: StoreShape | null = null;
  // Persist first: if the disk write fails, the data in memory stays as it was too.
  const commit = (state: StoreShape): void => {
    adapter.write(state);
    db.setState(state);
  };

  const update = <T>(fn: (data: StoreShape) => T): T => {
    if (draft) return fn(draft);
    const copy = structuredClone(db.getState());
    draft = copy;
    try {
      const result = fn(copy);
      commit(copy);
      return result;
    } finally {
      draft = null;
    }
  };

  return {
    db,
    read: () => db.getState(),
    update,
    replace: (data) => commit(structuredClone(data)),
  };
};
