import {
  QUICK_AMOUNTS,
  appendDigit,
  validateAmount,
  type AmountLimits,
  type Invalid,
  type Validation,
} from '@eoffering/shared/rules';
import type { ProjectItem } from '@eoffering/shared/contract';

export const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;
export type Digit = (typeof DIGITS)[number];

export const isDigit = (key: string): key is Digit => (DIGITS as readonly string[]).includes(key);

/**
 * The express keypad: the amount, the message of the last refusal, and whether the amount was put
 * there for the donor (a quick amount, a link's or a saved order's) rather than typed.
 */
export interface KeypadState {
  amount: string;
  error: Validation;
  preset: boolean;
}

export type KeypadAction =
  | { type: 'digit'; digit: Digit }
  | { type: 'clear' }
  | { type: 'backspace' }
  | { type: 'quick'; amount: number }
  | { type: 'refuse'; error: Invalid };

/** The keypad at 0, or at an amount given to the donor (a preset the next digit replaces). */
export const keypadStart = (amount = 0): KeypadState => ({
  amount: String(amount),
  error: null,
  preset: amount > 0,
});

/** An item's limits as the validators take them (docs/screens/giving.md: they come from the server). */
export const limitsOf = (
  item: Pick<ProjectItem, 'item_donation_min_num' | 'item_donation_max_num'>,
): AmountLimits => ({ min: item.item_donation_min_num, max: item.item_donation_max_num });

/**
 * docs/screens/giving.md, express keypad: the quick amounts the item takes; one under its minimum
 * is not offered, since Next would refuse it.
 */
export const quickAmountsFor = ({ min }: AmountLimits): number[] =>
  QUICK_AMOUNTS.filter((amount) => amount >= min);

/**
 * docs/screens/giving.md, amount entry: digits append, C resets to 0, backspace drops the last digit, a quick
 * button sets the amount. As on a phone's payment keypad, a preset amount is replaced by the next
 * digit (1,000 then 5 is 5, not 10,005); backspace edits it (docs/screens/giving.md, express
 * keypad). docs/screens/giving.md: anything that would pass the maximum is refused and the amount stays as it was.
 */
export const reduceKeypad = (
  state: KeypadState,
  action: KeypadAction,
  limits: AmountLimits,
): KeypadState => {
  switch (action.type) {
    case 'digit': {
      const typed = appendDigit(state.preset ? '0' : state.amount, action.digit, limits.max);
      return typed.error ? { ...state, error: typed.error } : { ...typed, preset: false };
    }
    case 'clear':
      return keypadStart();
    case 'backspace':
      return {
        amount: state.amount.length > 1 ? state.amount.slice(0, -1) : '0',
        error: null,
        preset: false,
      };
    case 'quick': {
      const error = validateAmount(action.amount, { min: 0, max: limits.max });
      return error ? { ...state, error } : keypadStart(action.amount);
    }
    case 'refuse':
      return { ...state, error: action.error };
  }
};

/** docs/screens/giving.md: pressing Next under the item's minimum says 'Minimum amount: NT$ {min}'. */
export const checkNext = (state: KeypadState, limits: AmountLimits): Validation =>
  validateAmount(state.amount, limits);
