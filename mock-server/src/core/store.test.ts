import fs from 'node:fs';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore, emptyStore, takeId } from './store';

describe('file store', () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'eoffering-store-'));
    file = join(dir, 'db.json');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  const addTitle = (store: ReturnType<typeof createStore>, title: string): number =>
    store.update((data) => {
      const aid = takeId(data, 'invoice_titles');
      data.invoice_titles.push({
        invoice_title_aid: aid,
        member_id: 'm-1',
        invoice_title: title,
        invoice_tax_id: '12345675',
        comments: '',
        disable: 0,
      });
      return aid;
    });

  it('keeps data across a restart', () => {
    const first = createStore(file);
    addTitle(first, 'kept');
    const reopened = createStore(file);
    expect(reopened.read().invoice_titles.map((t) => t.invoice_title)).toEqual(['kept']);
  });

  it('ignores and removes a temp file left by a crash mid-write', () => {
    const store = createStore(file);
    addTitle(store, 'good');
    const before = readFileSync(file, 'utf8');
    // A crash after writing half a temp file and before the rename.
    writeFileSync(`${file}.4242.1700000000000.tmp`, '{"members": [');
    const reopened = createStore(file);
    expect(reopened.read().invoice_titles.map((t) => t.invoice_title)).toEqual(['good']);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(readdirSync(dir)).toEqual(['db.json']);
  });

  it('leaves file and memory as they were when the write fails before the rename', () => {
    const store = createStore(file);
    addTitle(store, 'good');
    const before = readFileSync(file, 'utf8');
    jest.spyOn(fs, 'renameSync').mockImplementationOnce(() => {
      throw new Error('power cut');
    });
    expect(() => addTitle(store, 'lost')).toThrow('power cut');
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(store.read().invoice_titles.map((t) => t.invoice_title)).toEqual(['good']);
    expect(
      createStore(file)
        .read()
        .invoice_titles.map((t) => t.invoice_title),
    ).toEqual(['good']);
  });

  it('changes nothing when the update function throws', () => {
    const store = createStore(file);
    addTitle(store, 'good');
    expect(() =>
      store.update((data) => {
        data.invoice_titles.push({ ...data.invoice_titles[0]!, invoice_title: 'half' });
        throw new Error('rule broken');
      }),
    ).toThrow('rule broken');
    expect(store.read().invoice_titles).toHaveLength(1);
    expect(createStore(file).read().invoice_titles).toHaveLength(1);
  });

  it('never reuses an id, even after a delete, and shares the copy with nested calls', () => {
    const store = createStore(null, emptyStore());
    const first = addTitle(store, 'a');
    store.update((data) => {
      data.invoice_titles = [];
    });
    const [outer, inner] = store.update((data) => [
      takeId(data, 'invoice_titles'),
      store.update((nested) => takeId(nested, 'invoice_titles')),
    ]);
    expect([first, outer, inner]).toEqual([1, 2, 3]);
    expect(store.update((data) => takeId(data, 'invoice_titles'))).toBe(4);
  });
});
