import { FIXTURE } from '../fixtures/fixture-ids';
import { callRpc, testApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

// docs/security-model.md, 'What public calls may store'. Shown failing: every successful lookup
// stored a new guest pass and every reprint a new record, 100 lookups growing the data file by
// 15 KB and 30 reprints by 13 KB.

const G = FIXTURE.givings;
const GUEST_ID = FIXTURE.guest.identity;
// Taipei 2025-03-10: the fixtures' guest giving of last year is printable.
const NOW = new Date('2025-03-10T04:00:00Z');

const sizeOf = (t: TestApp): number => JSON.stringify(t.store.read()).length;

/** The `name=value` pairs of a response's Set-Cookie, joined as a browser sends them back. */
const cookiesOf = (setCookie: string[] | string | undefined, held: string): string => {
  const jar = new Map(
    held
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  for (const line of [setCookie ?? []].flat()) {
    const [pair = ''] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
};

describe('successful guest calls store a bounded amount', () => {
  it('100 lookups and 30 reprints by one browser grow the data by less than 2 KB', async () => {
    const t = testApp({ now: NOW });
    const before = sizeOf(t);
    let cookie = '';
    for (let i = 0; i < 100; i += 1) {
      const res = await callRpc(
        t,
        'get_tra_detail_nopg',
        { offering_aid: G.guestOld, donor_sid: GUEST_ID },
        undefined,
        cookie,
      );
      expect(res.body.RC).toBe(501);
      cookie = cookiesOf(res.headers['set-cookie'], cookie);
    }
    const afterLookups = sizeOf(t);
    const printed = await callRpc(
      t,
      'print_single_receipt',
      { offering_aid: G.guestOld, donor_sid: GUEST_ID },
      undefined,
      cookie,
    );
    expect(printed.status).toBe(200);
    const afterPrint = sizeOf(t);
    const receiptAid = t.store
      .read()
      .givings.find((g) => g.offering_aid === G.guestOld)?.if_print_flag;
    for (let i = 0; i < 30; i += 1) {
      const res = await callRpc(
        t,
        'reprint_receipt',
        { tra_receipt_aid: receiptAid, donor_sid: GUEST_ID },
        undefined,
        cookie,
      );
      expect(res.status).toBe(200);
    }
    const growth = afterLookups - before + (sizeOf(t) - afterPrint);
    expect(growth).toBeLessThan(2048);
    expect(t.store.read().guest_passes).toHaveLength(1);
    expect(t.store.read().receipts.filter((r) => r.reprint_of === receiptAid)).toHaveLength(
      t.settings.limits.reprintsPerReceipt,
    );
    // 30 receipt PDFs: seconds of work on a busy machine.
  }, 120_000);

  it('a browser that holds the pass keeps it; passes per giving are bounded for browsers without one', async () => {
    const t = testApp();
    const lookup = (cookie?: string) =>
      callRpc(
        t,
        'get_tra_detail_nopg',
        { offering_aid: G.guestTransfer, donor_sid: GUEST_ID },
        undefined,
        cookie,
      );
    const first = await lookup();
    const cookie = cookiesOf(first.headers['set-cookie'], '');
    const again = await lookup(cookie);
    expect(again.body.RC).toBe(501);
    expect(again.headers['set-cookie']).toBeUndefined();

    for (let i = 0; i < 20; i += 1) await lookup();
    const passes = t.store.read().guest_passes.filter((p) => p.offering_aid === G.guestTransfer);
    expect(passes).toHaveLength(t.settings.limits.guestPassesPerGiving);
    // The newest passes are the ones kept: the last browser's opens the giving's reads.
    const last = await lookup();
    const latest = cookiesOf(last.headers['set-cookie'], '');
    const read = await callRpc(
      t,
      'get_tra_detail',
      { offering_aid: G.guestTransfer },
      undefined,
      latest,
    );
    expect(read.body.RC).toBe(501);
  });
});
