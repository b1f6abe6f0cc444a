import { FISCAL_YEAR_FIRST } from '@eoffering/shared/rules';

/**
 * docs/screens/member-centre.md: fiscal-year choices from 2022 to the current year, newest first (the default); `today`
 * is a Taipei day (`taipeiToday`), so on New Year's Eve abroad the new year already shows.
 */
export const fiscalYears = (today: Date): number[] => {
  const years: number[] = [];
  for (let year = today.getFullYear(); year >= FISCAL_YEAR_FIRST; year -= 1) years.push(year);
  return years;
};
