import { screen } from '@testing-library/react';
import { renderWithProviders } from '@eoffering/shared/testing';
import { onTaipeiClock, useTaipeiDateTime } from './taipei-time';

const at = (offsetMinutes: number): Date => {
  const date = new Date('2026-11-28T03:00:00Z');
  jest.spyOn(date, 'getTimezoneOffset').mockReturnValue(offsetMinutes);
  return date;
};

describe('Taipei times', () => {
  it.each([
    ['Taipei (UTC+8)', -480, true],
    ['UTC', 0, false],
    ['Los Angeles (UTC-8)', 480, false],
    ['Tokyo (UTC+9)', -540, false],
  ])('a browser on %s reads a Taipei time as its own: %s', (_zone, offset, expected) => {
    expect(onTaipeiClock(at(offset))).toBe(expected);
  });

  it.each([
    ['en', -480, '2026/12/01 23:59'],
    ['en', 480, '2026/12/01 23:59 (Taipei time)'],
    ['zh-TW', -480, '2026/12/01 23:59'],
    ['zh-TW', 0, '2026/12/01 23:59（台北時間）'],
  ] as const)('%s, offset %i: the transfer deadline shows as "%s"', (language, offset, shown) => {
    const Deadline = ({ value }: { value: string }) => (
      <output aria-label="deadline">{useTaipeiDateTime(at(offset))(value)}</output>
    );
    const { rerender } = renderWithProviders(<Deadline value="2026-12-01 23:59:59" />, {
      language,
    });
    expect(screen.getByRole('status', { name: 'deadline' }).textContent).toBe(shown);
    rerender(<Deadline value="" />);
    expect(screen.getByRole('status', { name: 'deadline' })).toBeEmptyDOMElement();
  });
});
