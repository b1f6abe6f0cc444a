import { addReceiptFixtures } from '../fixtures';
import { demoRecords } from '../fixtures/demo-records';
import { FIXTURE } from '../fixtures/fixture-ids';
import type { StoreShape } from '../store/collections';
import { annualState, canPreview } from './annual';

const NOW = new Date('2025-03-10T04:00:00Z');
const seeded = (): StoreShape => {
  const data = demoRecords(NOW);
  addReceiptFixtures(data, NOW);
  return data;
};
const member = (data: StoreShape, id: string) => {
  const found = data.members.find((candidate) => candidate.member_id === id);
  if (!found) throw new Error(`no member ${id}`);
  return found;
};
const { wang, chen } = FIXTURE.members;
const { wangCompany, wangFamily, chenFamily } = FIXTURE.titles;

describe('annual receipt status (same -1 / 0 / id scheme as single receipts)', () => {
  it.each<[string, string, number, number, number | 'issued', string, boolean]>([
    ['anonymous never has a receipt', wang, 2024, -1, -1, 'anonymous', false],
    ['last year, own name: issued by the fixtures', wang, 2024, 0, 'issued', 'issued', true],
    ['last year, company title: printable', wang, 2024, wangCompany, 0, 'printable', true],
    ['last year, a title with no giving', wang, 2024, wangFamily, -1, 'no_giving', false],
    ['this year has not ended', wang, 2025, wangFamily, -1, 'year_open', true],
    ['own name without identity number', chen, 2025, 0, -1, 'no_identity', false],
    [
      'titled receipt of a member without identity number',
      chen,
      2024,
      chenFamily,
      0,
      'printable',
      true,
    ],
  ])('%s', (_case, memberId, year, titleAid, status, reason, preview) => {
    const data = seeded();
    const state = annualState(data, member(data, memberId), year, titleAid, NOW);
    expect(state.reason).toBe(reason);
    if (status === 'issued') {
      expect(state.status).toBe(state.issued?.tra_receipt_aid);
      expect(state.status).toBeGreaterThan(0);
    } else {
      expect(state.status).toBe(status);
    }
    expect(canPreview(state)).toBe(preview);
  });

  it("refuses another member's title (HTTP 403) and an unknown one (RC 404 no data)", () => {
    const data = seeded();
    expect(() => annualState(data, member(data, wang), 2024, chenFamily, NOW)).toThrow(
      expect.objectContaining({
        httpStatus: 403,
        rc: 403,
        messages: ['offering data does not match'],
      }),
    );
    expect(() => annualState(data, member(data, wang), 2024, 999, NOW)).toThrow(
      expect.objectContaining({ httpStatus: 200, rc: 404, messages: ['no data'] }),
    );
  });
});

describe('receipt fixtures', () => {
  it('keeps a receipt copy for every printed giving and a consistent flag on the rest', () => {
    const data = seeded();
    const printed = data.givings.filter((giving) => giving.if_print_flag > 0);
    expect(printed.length).toBeGreaterThan(0);
    for (const giving of printed) {
      expect(data.receipts).toContainEqual(
        expect.objectContaining({
          tra_receipt_aid: giving.if_print_flag,
          kind: 'single',
          offering_aid: giving.offering_aid,
          reprint_of: 0,
        }),
      );
    }
    const flags = new Set(data.givings.map((giving) => Math.sign(giving.if_print_flag)));
    expect(flags).toEqual(new Set([-1, 0, 1]));
  });

  it("issues 王小明's annual receipt of last year and marks its givings", () => {
    const data = seeded();
    const annual = data.receipts.filter((receipt) => receipt.kind === 'annual');
    expect(annual).toHaveLength(1);
    const [receipt] = annual;
    expect(receipt).toMatchObject({ member_id: wang, fiscal_year: 2024, invoice_title_aid: 0 });
    const listed = data.givings.filter((g) => receipt?.offering_aids.includes(g.offering_aid));
    expect(listed.length).toBeGreaterThan(1);
    for (const giving of listed) {
      expect(giving.receipt_issued_at).toBe(receipt?.issued_at);
      expect(giving.status).toBe(0);
    }
  });
});
