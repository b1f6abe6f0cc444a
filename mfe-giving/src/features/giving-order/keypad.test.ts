import { i18n, initI18n } from '@eoffering/shared';
import {
  checkNext,
  keypadStart,
  quickAmountsFor,
  reduceKeypad,
  type KeypadAction,
  type KeypadState,
} from './keypad';

// The refusals as the donor reads them (docs/screens/giving.md wording, English).
const shown = (state: KeypadState): [string, string | null] => [
  state.amount,
  state.error ? i18n.t(state.error.key, { ...state.error.values, lng: 'en' }) : null,
];

const limits = { min: 100, max: 5000 };
const at = (amount: string): KeypadState => ({ amount, error: null, preset: false });
const preset = (amount: string): KeypadState => ({ amount, error: null, preset: true });

beforeAll(() => initI18n('en'));

describe('express keypad (amount entry and its limits)', () => {
  it.each<[string, KeypadState, KeypadAction, [string, string | null]]>([
    ['a digit replaces the starting 0', at('0'), { type: 'digit', digit: '5' }, ['5', null]],
    ['a digit appends', at('12'), { type: 'digit', digit: '3' }, ['123', null]],
    ['a 0 after 0 stays 0', at('0'), { type: 'digit', digit: '0' }, ['0', null]],
    [
      'a digit reaching the maximum is taken',
      at('500'),
      { type: 'digit', digit: '0' },
      ['5000', null],
    ],
    [
      'a digit passing the maximum is refused',
      at('501'),
      { type: 'digit', digit: '0' },
      ['501', 'Maximum amount: NT$ 5,000'],
    ],
    ['C resets to 0', at('4321'), { type: 'clear' }, ['0', null]],
    ['backspace drops the last digit', at('4321'), { type: 'backspace' }, ['432', null]],
    ['backspace on one digit gives 0', at('7'), { type: 'backspace' }, ['0', null]],
    ['backspace on 0 stays 0', at('0'), { type: 'backspace' }, ['0', null]],
    ['a quick amount sets the amount', at('42'), { type: 'quick', amount: 1000 }, ['1000', null]],
    ['a digit replaces a preset', preset('1000'), { type: 'digit', digit: '5' }, ['5', null]],
    ['a 0 on a preset gives 0', preset('1000'), { type: 'digit', digit: '0' }, ['0', null]],
    ['backspace edits a preset', preset('1000'), { type: 'backspace' }, ['100', null]],
    [
      'a quick amount over the maximum is refused',
      at('42'),
      { type: 'quick', amount: 30000 },
      ['42', 'Maximum amount: NT$ 5,000'],
    ],
    [
      'a refusal keeps the amount',
      at('50'),
      { type: 'refuse', error: { key: 'common:validation.minAmount', values: { min: '100' } } },
      ['50', 'Minimum amount: NT$ 100'],
    ],
  ])('%s', (_case, before, action, expected) => {
    expect(shown(reduceKeypad(before, action, limits))).toEqual(expected);
  });

  it.each<[string, KeypadAction]>([
    ['a digit', { type: 'digit', digit: '1' }],
    ['C', { type: 'clear' }],
    ['backspace', { type: 'backspace' }],
    ['a quick amount', { type: 'quick', amount: 300 }],
  ])('%s clears the last refusal', (_case, action) => {
    const refused = reduceKeypad(at('12'), { type: 'quick', amount: 9000 }, limits);
    expect(refused.error).not.toBeNull();
    expect(reduceKeypad(refused, action, limits).error).toBeNull();
  });

  it.each<[string, string | null]>([
    ['0', 'please enter amount'],
    ['99', 'Minimum amount: NT$ 100'],
    ['100', null],
    ['5000', null],
  ])('Next with %s says %j', (amount, expected) => {
    const error = checkNext(at(amount), limits);
    expect(error ? i18n.t(error.key, { ...error.values, lng: 'en' }) : null).toBe(expected);
  });

  it('starts at 0, or at a given amount', () => {
    expect(keypadStart()).toEqual({ amount: '0', error: null, preset: false });
    expect(keypadStart(300)).toEqual({ amount: '300', error: null, preset: true });
  });

  it('types after a quick amount as a phone keypad does: 1,000 then 5, 0 is 50', () => {
    const steps: KeypadAction[] = [
      { type: 'quick', amount: 1000 },
      { type: 'digit', digit: '5' },
      { type: 'digit', digit: '0' },
    ];
    const end = steps.reduce((state, action) => reduceKeypad(state, action, limits), keypadStart());
    expect(end).toEqual({ amount: '50', error: null, preset: false });
  });
});

describe('quick amounts offered for an item', () => {
  it.each<[number, number[]]>([
    [1, [300, 500, 1000, 3000, 5000]],
    [300, [300, 500, 1000, 3000, 5000]],
    [500, [500, 1000, 3000, 5000]],
    [2000, [3000, 5000]],
    [10000, []],
  ])('with a minimum of NT$ %i: %j', (min, offered) => {
    expect(quickAmountsFor({ min, max: 50000 })).toEqual(offered);
  });
});
