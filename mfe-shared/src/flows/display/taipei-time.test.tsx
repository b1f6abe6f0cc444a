import { screen } from '@testing-library/react';
import { browserClockIn, type BrowserZone } from '../../testing/browser-zone';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useTaipeiTime } from './taipei-time';

let restoreClock = (): void => undefined;
afterEach(() => restoreClock());

const Shown = ({ dateTime, date }: { dateTime: string; date: string }) => {
  const taipei = useTaipeiTime();
  return (
    <>
      <output aria-label="date-time">{taipei.dateTime(dateTime)}</output>
      <output aria-label="date">{taipei.date(date)}</output>
    </>
  );
};

const shown = (name: string) => screen.getByRole('status', { name });

describe('Taipei dates and times', () => {
  it.each<['en' | 'zh-TW', BrowserZone, string, string]>([
    ['en', 'Taipei', '2026/12/01 23:59', '2026/12/05'],
    ['en', 'UTC', '2026/12/01 23:59 (Taipei time)', '2026/12/05 (Taipei time)'],
    ['en', 'Los Angeles', '2026/12/01 23:59 (Taipei time)', '2026/12/05 (Taipei time)'],
    ['zh-TW', 'Taipei', '2026/12/01 23:59', '2026/12/05'],
    ['zh-TW', 'UTC', '2026/12/01 23:59（台北時間）', '2026/12/05（台北時間）'],
    ['zh-TW', 'Los Angeles', '2026/12/01 23:59（台北時間）', '2026/12/05（台北時間）'],
  ])('%s, a browser in %s: "%s", "%s"', (language, zone, dateTime, date) => {
    restoreClock = browserClockIn(zone);
    renderWithProviders(<Shown dateTime="2026-12-01 23:59:59" date="2026-12-05" />, {
      language,
    });
    expect(shown('date-time').textContent).toBe(dateTime);
    expect(shown('date').textContent).toBe(date);
  });

  it('names no zone beside a value that is no date', () => {
    restoreClock = browserClockIn('Los Angeles');
    renderWithProviders(<Shown dateTime="" date="not a date" />, { language: 'en' });
    expect(shown('date-time')).toBeEmptyDOMElement();
    expect(shown('date')).toBeEmptyDOMElement();
  });
});
