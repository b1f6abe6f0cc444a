import {
  CARD_LABEL_MAX,
  CARD_LABEL_MAX_UNITS,
  EMAIL_MAX,
  INVOICE_TITLE_MAX,
  PHONE_MAX,
  PAYMENT_DAY_MAX,
  PAYMENT_DAY_MIN,
  PERIODS_MAX,
  PERIODS_MIN,
} from '../constants/business';
import { formatWhole } from '../format/money';
import { characterCount } from './character-count';
import { toHalfWidth } from './half-width';

export { CARD_LABEL_MAX, PAYMENT_DAY_MAX, PAYMENT_DAY_MIN, PERIODS_MAX, PERIODS_MIN };

/** A failed rule: an i18n key (any namespace, here `common:`) and its interpolation values. */
export interface Invalid {
  key: string;
  values?: Record<string, string | number>;
}
/** null when the value passes. */
export type Validation = Invalid | null;

const invalid = (key: string, values?: Invalid['values']): Invalid => ({
  key: `common:validation.${key}`,
  ...(values ? { values } : {}),
});

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Digits grouped by thousands ("1,000", "12,345,678") or not grouped at all. */
const GROUPED_DIGITS = /^(?:\d+|\d{1,3}(?:,\d{3})+)$/;
/** A number with a fractional part ("1500.5", "1,500.50"): refused with its own message. */
const DECIMAL = /^[\d,]*\.\d*$/;
/** A minus sign before digits ("-500", "－５００"): refused as below zero, not as no amount. */
const NEGATIVE = /^[-\u2212][\d,.]*\d[\d,.]*$/;

/**
 * A whole number as a donor types it in any field that counts (amounts, giving numbers, periods):
 * through `toHalfWidth`, spaces and thousands separators dropped ("1,500", "１，５００", " 2 000 ").
 * The number, or null for anything else (empty, a fraction, a sign, letters).
 */
export const parseWholeNumber = (typed: string): number | null => {
  const text = toHalfWidth(typed).replace(/\s/g, '');
  return GROUPED_DIGITS.test(text) ? Number(text.replace(/,/g, '')) : null;
};

/** What an amount text that is no whole number is, so its message can say what is wrong. */
type AmountTextProblem = 'empty' | 'decimal' | 'negative' | 'notDigits';

/**
 * An amount as a donor types it, read as `parseWholeNumber` reads it: the whole number, or what is
 * wrong with it ('decimal' for "1500.5", 'negative' for "-500", 'notDigits' for "1e3", "NT$100"
 * or an emoji, 'empty' for nothing).
 */
const readAmountText = (typed: string): number | AmountTextProblem => {
  const whole = parseWholeNumber(typed);
  if (whole !== null) return whole;
  const text = toHalfWidth(typed).replace(/\s/g, '');
  if (text === '') return 'empty';
  if (NEGATIVE.test(text)) return 'negative';
  return DECIMAL.test(text) && /\d/.test(text) ? 'decimal' : 'notDigits';
};

/**
 * An amount as a donor types it (docs/screens/giving.md, amounts), read as `parseWholeNumber`
 * reads it. The whole number, 'decimal' for a number with a fraction, or null for anything else
 * (empty, a sign, letters).
 */
export const parseAmountText = (typed: string): number | 'decimal' | null => {
  const amount = readAmountText(typed);
  return typeof amount === 'number' || amount === 'decimal' ? amount : null;
};

/** The amount text in plain digits when it reads as a whole number, else as typed. */
export const normalizeAmountText = (typed: string): string => {
  const amount = parseWholeNumber(typed);
  return amount === null ? typed : String(amount);
};

/** A whole number (0 or more) from a number or from text as `parseWholeNumber` reads it, else null. */
const wholeNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null;
  return typeof value === 'string' ? parseWholeNumber(value) : null;
};

/** docs/screens/giving.md: a required field; `key` names the field's own message (`enterName`, `enterUserid`, …). */
export const validateRequired = (value: unknown, key = 'required'): Validation =>
  isBlank(value) ? invalid(key) : null;

/**
 * docs/api-contract.md: a text longer than the server takes ('at most {max} characters'), counted as
 * its schema counts it (UTF-16 units: an emoji is 2) on the text as sent (trimmed).
 */
export const validateLength = (value: string, max: number): Validation =>
  value.trim().length > max ? invalid('tooLong', { max }) : null;

/**
 * docs/screens/giving.md: identity numbers and tax ids are compared and sent in half-width
 * uppercase, without surrounding spaces (Ａ１２３４５６７８９ is A123456789).
 */
export const normalizeIdentity = (value: string): string => toHalfWidth(value).trim().toUpperCase();

/** docs/screens/giving.md: a letter, then 1 or 2, then 8 digits; or 6 to 10 letters or digits that are not all zeros. */
const IDENTITY_PATTERN = /^(?:[A-Z][12]\d{8}|(?!0+$)[A-Z0-9]{6,10})$/;

/**
 * Numbers issued by Taiwan's Ministry of the Interior: the national identity number (second
 * character 1 or 2) and the resident certificate number issued since 2021 (8 or 9). Both end in a
 * check digit (docs/decisions.md, identity and tax id checks).
 */
const NATIONAL_NUMBER = /^[A-Z][1289]\d{8}$/;
/** A letter's two-digit code in the check: A is 10, B 11, …, in this order. */
const LETTER_CODES = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';

const hasNationalCheckDigit = (value: string): boolean => {
  const code = LETTER_CODES.indexOf(value.charAt(0)) + 10;
  const digits = [Math.floor(code / 10), code % 10, ...value.slice(1).split('').map(Number)];
  const weights = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1];
  const sum = digits.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0);
  return sum % 10 === 0;
};

/** docs/screens/giving.md's pattern, and the check digit where the number is one the Ministry of the Interior issues. */
export const isIdentityNumber = (value: string): boolean => {
  const identity = normalizeIdentity(value);
  if (NATIONAL_NUMBER.test(identity)) return hasNationalCheckDigit(identity);
  return IDENTITY_PATTERN.test(identity);
};

/** docs/screens/giving.md: required ('please enter ID' or the field's own key), then the pattern ('data check error'). */
export const validateIdentity = (
  value: string,
  requiredKey = 'enterIdentityNumber',
): Validation => {
  if (isBlank(value)) return invalid(requiredKey);
  return isIdentityNumber(value) ? null : invalid('dataCheckError');
};

/**
 * A phone number as the donor form takes it: an optional +, then 6 to 20 digits, spaces, dashes
 * and brackets, starting with a digit ("0912-345-678", "+886 912 345 678", "02 (2345) 6789").
 */
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,19}$/;
/** An e-mail address: something, @, a domain with a dot, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number as the server takes it: half-width (`toHalfWidth`), without surrounding spaces. */
export const normalizePhone = (value: string): string => toHalfWidth(value).trim();

/** The donor form's phone rule, the server's too (mock-server payments/order-info.ts), on the text as `normalizePhone` sends it. */
export const isPhone = (value: string): boolean => PHONE_PATTERN.test(normalizePhone(value));
/** The donor form's e-mail rule, the server's too (mock-server payments/order-info.ts). */
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** docs/screens/giving.md: phone required ('please enter phone'), then a phone number ('enter a valid phone'). */
export const validatePhone = (value: string): Validation => {
  if (isBlank(value)) return invalid('enterPhone');
  return (
    validateLength(normalizePhone(value), PHONE_MAX) ??
    (isPhone(value) ? null : invalid('phoneFormat'))
  );
};

/** docs/screens/giving.md: e-mail required ('please enter email'), then an address ('enter a valid e-mail'). */
export const validateEmail = (value: string): Validation => {
  if (isBlank(value)) return invalid('enterEmail');
  return validateLength(value, EMAIL_MAX) ?? (isEmail(value) ? null : invalid('emailFormat'));
};

/**
 * A receipt title: required (the form's own key), then at most the contract's 100 characters,
 * said with the limit rather than cut silently (docs/screens/giving.md).
 */
export const validateReceiptTitle = (
  value: string,
  requiredKey = 'enterReceiptTitle',
): Validation => {
  if (isBlank(value)) return invalid(requiredKey);
  return value.trim().length > INVOICE_TITLE_MAX
    ? invalid('titleTooLong', { max: INVOICE_TITLE_MAX })
    : null;
};

/** A business number (統一編號): 8 digits. */
export const BUSINESS_NUMBER_PATTERN = /^\d{8}$/;
const BUSINESS_WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1];
const digitSum = (value: number): number => Math.floor(value / 10) + (value % 10);

/**
 * The Ministry of Finance's check of a business number: each digit times its weight, the digits of
 * each product added, the total divisible by 5; where the seventh digit is 7, its product (28) may
 * count as 1 or 0.
 */
export const isBusinessNumber = (value: string): boolean => {
  const number = toHalfWidth(value).trim();
  if (!BUSINESS_NUMBER_PATTERN.test(number)) return false;
  const sum = number
    .split('')
    .reduce(
      (total, digit, index) => total + digitSum(Number(digit) * (BUSINESS_WEIGHTS[index] ?? 0)),
      0,
    );
  if (sum % 5 === 0) return true;
  return number.charAt(6) === '7' && (sum + 1) % 5 === 0;
};

/**
 * A receipt's tax id: a company's business number or, for a receipt in a person's own name, the
 * person's national identity or resident certificate number, checked; a passport number is no tax
 * id (docs/decisions.md, receipts in one's own name).
 */
export const isTaxId = (value: string): boolean => {
  const taxId = normalizeIdentity(value);
  if (NATIONAL_NUMBER.test(taxId)) return hasNationalCheckDigit(taxId);
  return isBusinessNumber(taxId);
};

/**
 * docs/screens/giving.md: required with title ('please enter data'), then a business or identity number; one of
 * the right shape whose check digit is wrong is told so.
 */
export const validateTaxId = (value: string): Validation => {
  if (isBlank(value)) return invalid('enterData');
  if (isTaxId(value)) return null;
  // A number of the right shape failed only its check digit: a typing slip, not the wrong kind of number.
  const taxId = normalizeIdentity(value);
  const rightShape = BUSINESS_NUMBER_PATTERN.test(taxId) || NATIONAL_NUMBER.test(taxId);
  return invalid(rightShape ? 'taxIdCheckDigit' : 'taxIdFormat');
};

/** An amount given as a number (a draft's, a quick amount) read as typed text would be. */
const amountOf = (value: unknown): number | AmountTextProblem => {
  if (typeof value === 'number' && value < 0) return 'negative';
  return wholeNumber(value) ?? (typeof value === 'number' ? 'decimal' : 'empty');
};

export interface AmountLimits {
  min: number;
  max: number;
}

/**
 * docs/screens/giving.md: an item amount is required, whole, and within the item's min and max; typed text is
 * read as `parseAmountText` reads it, a fraction refused with 'whole dollars only'.
 */
export const validateAmount = (value: unknown, { min, max }: AmountLimits): Validation => {
  const amount = typeof value === 'string' ? readAmountText(value) : amountOf(value);
  if (amount === 'decimal') return invalid('wholeAmount');
  if (amount === 'negative') return invalid('negativeAmount');
  if (amount === 'notDigits') return invalid('amountDigits');
  if (amount === 'empty' || amount === 0) return invalid('enterAmount');
  if (amount < min) return invalid('minAmount', { min: formatWhole(min) });
  if (amount > max) return invalid('maxAmount', { max: formatWhole(max) });
  return null;
};

/**
 * docs/screens/giving.md, express keypad: appends a digit to the amount text unless the result would pass the
 * maximum ('Maximum amount: NT$ {max}'); a leading zero is replaced.
 */
export const appendDigit = (
  amount: string,
  digit: string,
  max: number,
): { amount: string; error: Validation } => {
  const next = amount === '0' || amount === '' ? digit : `${amount}${digit}`;
  if (Number(next) > max) return { amount, error: invalid('maxAmount', { max: formatWhole(max) }) };
  return { amount: String(Number(next)), error: null };
};

/**
 * A trimmed card label's length: at most 10 characters as a reader counts them (six emoji are six),
 * the server's schema's rule too, so a label the form accepts is never refused.
 */
export const fitsCardLabel = (label: string): boolean =>
  // The bound in units first: segmenting an oversized request would cost the server its memory.
  label.length <= CARD_LABEL_MAX_UNITS && characterCount(label) <= CARD_LABEL_MAX;

/** docs/screens/giving.md: card label required ('please enter name'), then `fitsCardLabel` ('exceeds maximum length'). */
export const validateCardLabel = (value: string): Validation => {
  if (isBlank(value)) return invalid('enterName');
  return fitsCardLabel(value.trim()) ? null : invalid('exceedsMaxLength');
};

/** docs/screens/giving.md: periods are numeric and required, at least 2, at most 100, each with its message. */
export const validatePeriods = (value: unknown): Validation => {
  const periods = wholeNumber(value);
  if (periods === null) return invalid('enterPeriods');
  if (periods < PERIODS_MIN) return invalid('periodsMin');
  if (periods > PERIODS_MAX) return invalid('periodsMax');
  return null;
};

/** docs/screens/giving.md: recurring frequency in months. */
export const FREQUENCIES = [1, 2, 3] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const isFrequency = (value: unknown): value is Frequency =>
  (FREQUENCIES as readonly unknown[]).includes(value);

export const isPaymentDay = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= PAYMENT_DAY_MIN &&
  value <= PAYMENT_DAY_MAX;
