import { fromTaipei } from '@eoffering/shared/rules';
import { editDeadline, isEditable } from './edit-window';

const giving = (overrides: Partial<Parameters<typeof isEditable>[0]> = {}) => ({
  offering_build_datetime: '2025-01-20 10:00:00',
  status: 0 as const,
  receipt_issued_at: null,
  if_print_flag: 0,
  ...overrides,
});

describe('edit window', () => {
  it.each([
    ['the giving moment itself', '2025-01-20 10:00:00', true],
    ['before the giving', '2025-01-20 09:59:59', false],
    ['the 4th of the next month, last second (Taipei)', '2025-02-04 23:59:59', true],
    ['the 5th of the next month, midnight (Taipei)', '2025-02-05 00:00:00', false],
    ['two months later', '2025-03-01 12:00:00', false],
  ])('%s: editable %s', (_case, taipeiNow, expected) => {
    expect(isEditable(giving(), fromTaipei(taipeiNow))).toBe(expected);
  });

  it('runs into the next year for a December giving', () => {
    expect(editDeadline('2024-12-31 23:00:00')).toBe('2025-01-05 00:00:00');
    expect(
      isEditable(
        giving({ offering_build_datetime: '2024-12-31 23:00:00' }),
        fromTaipei('2025-01-04 20:00:00'),
      ),
    ).toBe(true);
  });

  it('uses Taipei time, not UTC: 4 Feb 23:30 Taipei is still 4 Feb 15:30 UTC', () => {
    expect(isEditable(giving(), new Date('2025-02-04T15:30:00Z'))).toBe(true);
    expect(isEditable(giving(), new Date('2025-02-04T16:00:00Z'))).toBe(false);
  });

  it.each([1, 2, 3, 4, 5] as const)('is closed for status %s', (status) => {
    expect(isEditable(giving({ status }), fromTaipei('2025-01-21 00:00:00'))).toBe(false);
  });

  it('is closed once printed or once a receipt was issued', () => {
    const at = fromTaipei('2025-01-21 00:00:00');
    expect(isEditable(giving({ if_print_flag: 7 }), at)).toBe(false);
    expect(isEditable(giving({ receipt_issued_at: '2025-01-21 00:00:00' }), at)).toBe(false);
    expect(isEditable(giving({ if_print_flag: -1 }), at)).toBe(true);
  });
});
