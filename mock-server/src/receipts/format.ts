import { toRocYear } from '@eoffering/shared/rules';
import { withValues } from '../core/texts';
import { receiptText } from './texts';

const DIGITS = ['零', '壹', '貳', '參', '肆', '伍', '陸', '柒', '捌', '玖'] as const;
const SMALL_UNITS = ['', '拾', '佰', '仟'] as const;
const LARGE_UNITS = ['', '萬', '億', '兆'] as const;

/**
 * The capital numerals of Taiwanese financial documents: 10500 -> '壹萬零伍佰'. One 零 stands for
 * any run of zeros between two non-zero digits; trailing zeros are silent.
 */
export const capitalNumerals = (value: number): string => {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 1e16) {
    throw new RangeError(`not a whole amount this format can write: ${value}`);
  }
  if (value === 0) return DIGITS[0];
  const groups: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let out = '';
  let zeroPending = false;
  for (let group = groups.length - 1; group >= 0; group -= 1) {
    const groupValue = groups[group] ?? 0;
    for (let place = 3; place >= 0; place -= 1) {
      const digit = Math.floor(groupValue / 10 ** place) % 10;
      if (digit === 0) {
        zeroPending = zeroPending || out !== '';
      } else {
        out += `${zeroPending ? DIGITS[0] : ''}${DIGITS[digit]}${SMALL_UNITS[place]}`;
        zeroPending = false;
      }
    }
    if (groupValue !== 0) out += LARGE_UNITS[group];
  }
  return out;
};

const TEXT = receiptText('zh-TW');

export const amountInWords = (value: number): string =>
  withValues(TEXT.amountInWords, { numerals: capitalNumerals(value) });

export const rocDate = (isoDay: string): string => {
  const [year = 0, month = 0, day = 0] = isoDay.slice(0, 10).split('-').map(Number);
  return withValues(TEXT.date, { year: toRocYear(year), month, day });
};
