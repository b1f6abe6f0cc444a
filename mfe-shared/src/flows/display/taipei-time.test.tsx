import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useTaipeiTime } from './taipei-time';

afterEach(() => jest.restoreAllMocks());

/** The browser's clock in a zone: `getTimezoneOffset` is minutes behind UTC, as browsers give it. */
const browserIn = (offsetMinutes: number): void => {
  jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(offsetMinutes);
};

const TAIPEI = -480;
const UTC = 0;
const LOS_ANGELES = 480;

const Shown = ({ dateTime, date }: { dateTime: string; date: string }) => {
  const taipei = useTaipeiTime();
  return (
    <>
      <output aria-label="date-time">{taipei.dateTime(dateTime)}</output>
      <output aria-label="date">{taipei.date(date)}</output>
    </>
  );
};

const shown = (name: string): string | null => screen.getByRole('status', { name }).textContent;

describe('Taipei dates and times', () => {
  it.each([
    ['en', 'Taipei', TAIPEI, '2026/12/01 23:59', '2026/12/05'],
    ['en', 'UTC', UTC, '2026/12/01 23:59 (Taipei time)', '2026/12/05 (Taipei time)'],
    [
      'en',
      'Los Angeles',
      LOS_ANGELES,
      '2026/12/01 23:59 (Taipei time)',
      '2026/12/05 (Taipei time)',
    ],
    ['zh-TW', 'Taipei', TAIPEI, '2026/12/01 23:59', '2026/12/05'],
    ['zh-TW', 'UTC', UTC, '2026/12/01 23:59（台北時間）', '2026/12/05（台北時間）'],
    ['zh-TW', 'Los Angeles', LOS_ANGELES, '2026/12/01 23:59（台北時間）', '2026/12/05（台北時間）'],
  ] as const)(
    '%s, a browser in %s (offset %i): "%s", "%s"',
    (language, _zone, offset, dateTime, date) => {
      browserIn(offset);
      renderWithProviders(<Shown dateTime="2026-12-01 23:59:59" date="2026-12-05" />, {
        language,
      });
      expect(shown('date-time')).toBe(dateTime);
      expect(shown('date')).toBe(date);
    },
  );

  it('names no zone beside a value that is no date', () => {
    browserIn(LOS_ANGELES);
    renderWithProviders(<Shown dateTime="" date="not a date" />, { language: 'en' });
    expect(screen.getByRole('status', { name: 'date-time' })).toBeEmptyDOMElement();
    expect(screen.getByRole('status', { name: 'date' })).toBeEmptyDOMElement();
  });
});
