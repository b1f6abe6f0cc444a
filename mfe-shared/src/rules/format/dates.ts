const pad = (value: number): string => String(value).padStart(2, '0');

/** docs/screens/giving.md: the Republic-of-China year is the Gregorian year minus 1911. */
export const ROC_OFFSET = 1911;
export const toRocYear = (year: number): number => year - ROC_OFFSET;

/** The parts of a server date-time ('YYYY-MM-DD HH:mm:ss', ISO, or 'YYYYMMDD'), read as written. */
interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number | null;
  minute: number | null;
}

const SERVER_DATE = /^(\d{4})[-/]?(\d{2})[-/]?(\d{2})(?:[ T](\d{2}):(\d{2}))?/;

const partsOf = (value: string | Date): DateParts | null => {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return {
      year: value.getFullYear(),
      month: value.getMonth() + 1,
      day: value.getDate(),
      hour: value.getHours(),
      minute: value.getMinutes(),
    };
  }
  // The server's wall-clock time is Taiwan time: read the digits rather than shift time zones.
  const match = SERVER_DATE.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  return {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: hour === undefined ? null : Number(hour),
    minute: minute === undefined ? null : Number(minute),
  };
};

/** `2024-01-05 13:45:00` -> `2024/01/05`; '' for what is not a date. */
export const formatDate = (value: string | Date): string => {
  const parts = partsOf(value);
  return parts ? `${parts.year}/${pad(parts.month)}/${pad(parts.day)}` : '';
};

/** `2024-01-05 13:45:00` -> `2024/01/05 13:45` (the date alone when there is no time). */
export const formatDateTime = (value: string | Date): string => {
  const parts = partsOf(value);
  if (!parts) return '';
  const date = `${parts.year}/${pad(parts.month)}/${pad(parts.day)}`;
  return parts.hour === null || parts.minute === null
    ? date
    : `${date} ${pad(parts.hour)}:${pad(parts.minute)}`;
};

/** docs/screens/giving.md: expiry and stop dates show as YYYY/MM: `'202503'` or `202503` -> `2025/03`. */
export const formatYearMonth = (value: string | number): string => {
  const match = /^(\d{4})(\d{2})$/.exec(String(value).trim());
  if (!match) return '';
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}/${match[2]}` : '';
};

/** A local date as the API's `YYYY-MM-DD`. */
export const toIsoDate = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A local date as the API's year-month number: 2025-03-10 -> `202503` (docs/api-contract.md stop_pay_date). */
export const toYearMonthNumber = (date: Date): number =>
  date.getFullYear() * 100 + date.getMonth() + 1;
