/**
 * docs/screens/giving.md history colours: success green, in progress or waiting yellow, failed, cancelled or
 * abnormal red. Neutral (grey) is for a page that states what the donor chose themselves, e.g. a
 * setting they cancelled (docs/screens/giving.md, recurring setting result).
 */
export type StatusTone = 'success' | 'pending' | 'failure' | 'neutral';

export interface StatusView {
  /** i18n key in the common namespace. */
  labelKey: string;
  tone: StatusTone;
}

/** docs/screens/giving.md, giving status numbers. */
export const GIVING_STATUS = {
  success: 0,
  inProgress: 1,
  failed: 2,
  cancelled: 3,
  abnormal: 4,
  waiting: 5,
} as const;

/** docs/screens/giving.md, recurring setting status. */
export const RECURRING_STATUS = {
  success: 0,
  needsAdjustment: 1,
  failed: 2,
  cancelled: 3,
  inProgress: 4,
  abnormal: 5,
  waiting: 6,
} as const;

type Names<T> = keyof T & string;

const GIVING_TONES: Record<Names<typeof GIVING_STATUS>, StatusTone> = {
  success: 'success',
  inProgress: 'pending',
  failed: 'failure',
  cancelled: 'failure',
  abnormal: 'failure',
  waiting: 'pending',
};

const RECURRING_TONES: Record<Names<typeof RECURRING_STATUS>, StatusTone> = {
  success: 'success',
  needsAdjustment: 'pending',
  failed: 'failure',
  cancelled: 'failure',
  inProgress: 'pending',
  abnormal: 'failure',
  waiting: 'pending',
};

const viewOf = <T extends Record<string, number>>(
  numbers: T,
  tones: Record<Names<T>, StatusTone>,
  prefix: string,
  status: number,
): StatusView => {
  const name = (Object.keys(numbers) as Names<T>[]).find((key) => numbers[key] === status);
  // An unknown number is shown as abnormal: never as a success the backend did not report.
  const known = name ?? ('abnormal' as Names<T>);
  return { labelKey: `${prefix}.${known}`, tone: tones[known] };
};

/** A giving's status (0..5) as its label key and colour (docs/screens/giving.md). */
export const givingStatusView = (status: number): StatusView =>
  viewOf(GIVING_STATUS, GIVING_TONES, 'status.giving', status);

/** A recurring setting's status (0..6) as its label key and colour (docs/screens/giving.md). */
export const recurringStatusView = (status: number): StatusView =>
  viewOf(RECURRING_STATUS, RECURRING_TONES, 'status.recurring', status);
