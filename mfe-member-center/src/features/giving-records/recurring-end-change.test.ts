import { endAtCardExpiry } from './recurring-end-change';

describe('endAtCardExpiry (spec 4: end = first + frequency x (periods - 1))', () => {
  it.each<[string, 1 | 2 | 3, string, number, number]>([
    ['2026-12-10', 1, '202612', 1, 202612],
    ['2026-12-10', 1, '202701', 2, 202701],
    ['2025-12-10', 1, '202611', 12, 202611],
    ['2025-12-10', 3, '202611', 4, 202609],
    ['2025-11-28', 2, '202612', 7, 202611],
    ['2027-01-10', 1, '202612', 0, 202701],
  ])(
    'first %s every %i months, card to %s: %i debits, the last in %i',
    (first, frequency, exym, periods, lastMonth) => {
      expect(
        endAtCardExpiry({ first_payment_date: first, frequency, cardlink_exym: exym }),
      ).toEqual({ periods, lastMonth });
    },
  );
});
