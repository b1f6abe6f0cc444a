import { i18n, initI18n } from '../../i18n/i18n';
import {
  appendDigit,
  isFrequency,
  isIdentityNumber,
  isPaymentDay,
  normalizeAmountText,
  normalizeIdentity,
  normalizePhone,
  parseAmountText,
  parseWholeNumber,
  validateAmount,
  validateCardLabel,
  validateEmail,
  validateIdentity,
  validateLength,
  validatePeriods,
  validatePhone,
  validateReceiptTitle,
  validateRequired,
  validateTaxId,
  type Validation,
} from './rules';

// Each rule is checked through the text the user reads, in English (docs/screens/giving.md wording).
const message = (result: Validation): string | null =>
  result ? i18n.t(result.key, { ...result.values, lng: 'en' }) : null;

beforeAll(() => initI18n('en'));

describe('identity number', () => {
  it.each<[string, string | null]>([
    ['A123456789', null],
    ['a223456781', null],
    [' b123456780 ', null],
    ['A800000014', null],
    ['AB12345', null],
    ['E123456', null],
    ['1234567890', null],
    ['A323456789', null],
    ['Ａ１２３４５６７８９', null],
    ['ａ１２３４５６７８９　', null],
    ['Ａ１２３４５６７８８', 'data check error'],
    ['A123456788', 'data check error'],
    ['B123456789', 'data check error'],
    ['A900000015', 'data check error'],
    ['000000', 'data check error'],
    ['0000000000', 'data check error'],
    ['A1234', 'data check error'],
    ['ABCDE', 'data check error'],
    ['A1234567890', 'data check error'],
    ['A12345678-', 'data check error'],
    ['', 'please enter identity number'],
    ['   ', 'please enter identity number'],
  ])('%j gives %j', (value, expected) => {
    expect(message(validateIdentity(value))).toBe(expected);
  });

  it('uses the field’s own required message', () => {
    expect(message(validateIdentity('', 'enterId'))).toBe('please enter ID');
  });

  it('is uppercased and trimmed', () => {
    expect(normalizeIdentity(' a123456789 ')).toBe('A123456789');
    expect(normalizeIdentity('　ａ１２３４５６７８９')).toBe('A123456789');
    expect(isIdentityNumber('a123456789')).toBe(true);
  });

  it('is read in half-width when typed in full-width', () => {
    expect(normalizeIdentity('Ａ１２３４５６７８９')).toBe('A123456789');
    expect(message(validateIdentity('ａ１２３４５６７８９'))).toBeNull();
  });
});

const TAX_ID_FORMAT =
  "Enter an 8-digit business number, or a person's ID or resident certificate number";

const TAX_ID_CHECK_DIGIT = 'The check digit does not match: please check each digit of this number';

describe('tax id', () => {
  it.each<[string, string | null]>([
    ['12345675', null],
    [' 04595257 ', null],
    ['10458575', null],
    ['10458570', null],
    ['A123456789', null],
    [' a800000014 ', null],
    ['12345678', TAX_ID_CHECK_DIGIT],
    ['04595258', TAX_ID_CHECK_DIGIT],
    ['A123456788', TAX_ID_CHECK_DIGIT],
    ['１２３４５６７８', TAX_ID_CHECK_DIGIT],
    ['A12345678', TAX_ID_FORMAT],
    ['300123456', TAX_ID_FORMAT],
    ['１２３４５６７５', null],
    ['Ａ８００００００１４', null],
    ['1234567', TAX_ID_FORMAT],
    ['123456789', TAX_ID_FORMAT],
    ['1234567A', TAX_ID_FORMAT],
    ['', 'please enter data'],
  ])('%j gives %j', (value, expected) => {
    expect(message(validateTaxId(value))).toBe(expected);
  });
});

describe('item amount within min and max', () => {
  const limits = { min: 100, max: 50000 };
  it.each<[unknown, string | null]>([
    [100, null],
    ['50000', null],
    [99, 'Minimum amount: NT$ 100'],
    ['50001', 'Maximum amount: NT$ 50,000'],
    ['', 'please enter amount'],
    [0, 'please enter amount'],
    ['12.5', 'Enter a whole amount, without decimals'],
    ['1,500.50', 'Enter a whole amount, without decimals'],
    ['1,000', null],
    ['１０００', null],
    ['１，０００', null],
    [' 2 000 ', null],
    ['1,00', 'Enter the amount in digits only, e.g. 1500 or 1,500'],
    ['abc', 'Enter the amount in digits only, e.g. 1500 or 1,500'],
    ['1e3', 'Enter the amount in digits only, e.g. 1500 or 1,500'],
    ['😀', 'Enter the amount in digits only, e.g. 1500 or 1,500'],
    ['-500', 'The amount cannot be negative'],
    ['－５００', 'The amount cannot be negative'],
    [-5, 'The amount cannot be negative'],
    ['   ', 'please enter amount'],
  ])('%j gives %j', (value, expected) => {
    expect(message(validateAmount(value, limits))).toBe(expected);
  });
});

describe('amount text as typed (docs/screens/giving.md, amounts)', () => {
  it.each<[string, number | 'decimal' | null, string]>([
    ['1500', 1500, '1500'],
    ['1,000', 1000, '1000'],
    ['12,345,678', 12345678, '12345678'],
    ['１０００', 1000, '1000'],
    ['３，０００', 3000, '3000'],
    ['1500.5', 'decimal', '1500.5'],
    ['１５００．５', 'decimal', '１５００．５'],
    ['1,0000', null, '1,0000'],
    ['', null, ''],
    ['NT$100', null, 'NT$100'],
    ['1e3', null, '1e3'],
  ])('%j reads %j, normalised %j', (typed, amount, normalised) => {
    expect(parseAmountText(typed)).toBe(amount);
    expect(normalizeAmountText(typed)).toBe(normalised);
  });
});

describe('whole numbers as typed (docs/screens/giving.md, input as typed)', () => {
  it.each<[string, number | null]>([
    ['1500', 1500],
    ['1,500', 1500],
    ['１５００', 1500],
    ['１，５００', 1500],
    [' 12 ', 12],
    ['1.5', null],
    ['-1', null],
    ['1e3', null],
    ['', null],
  ])('whole number %j reads %j', (typed, whole) => {
    expect(parseWholeNumber(typed)).toBe(whole);
  });
});

describe('phone and e-mail (the donor form and the server alike)', () => {
  it.each<[string, string | null]>([
    ['0912345678', null],
    ['+886 912-345-678', null],
    ['', 'please enter phone'],
    ['12345', 'Enter a valid phone number, e.g. 0912345678'],
    ['0912abc678', 'Enter a valid phone number, e.g. 0912345678'],
    ['０９１２３４５６７８', null],
    ['０２　（２３４５）　６７８９', null],
  ])('phone %j gives %j', (value, expected) => {
    expect(message(validatePhone(value))).toBe(expected);
  });

  it('sends a full-width phone number in half-width', () => {
    expect(normalizePhone(' ０９１２－３４５－６７８ ')).toBe('0912-345-678');
  });

  it.each<[string, string | null]>([
    ['name@example.org', null],
    [' a@b.tw ', null],
    ['', 'please enter email'],
    ['name@example', 'Enter a valid email, e.g. name@example.com'],
    ['a b@c.tw', 'Enter a valid email, e.g. name@example.com'],
  ])('e-mail %j gives %j', (value, expected) => {
    expect(message(validateEmail(value))).toBe(expected);
  });
});

describe('express keypad digits', () => {
  it.each<[string, string, number, string, string | null]>([
    ['0', '5', 10000, '5', null],
    ['', '0', 10000, '0', null],
    ['50', '0', 10000, '500', null],
    ['1000', '0', 10000, '10000', null],
    ['1000', '1', 10000, '1000', 'Maximum amount: NT$ 10,000'],
  ])('%j + %j (max %d) gives %j, %j', (amount, digit, max, next, error) => {
    const result = appendDigit(amount, digit, max);
    expect(result.amount).toBe(next);
    expect(message(result.error)).toBe(error);
  });
});

describe('receipt title (required, at most 100)', () => {
  it.each<[string, string | null]>([
    ['恩典書房', null],
    ['恩'.repeat(100), null],
    [` ${'恩'.repeat(100)} `, null],
    ['恩'.repeat(101), 'A receipt title can be at most 100 characters.'],
    ['', 'please enter receipt title'],
  ])('%j gives %j', (value, expected) => {
    expect(message(validateReceiptTitle(value))).toBe(expected);
  });
});

describe('card label (required, at most 10)', () => {
  it.each<[string, string | null]>([
    ['My card', null],
    ['一二三四五六七八九十', null],
    ['一二三四五六七八九十一', 'exceeds maximum length'],
    ['abcdefghijk', 'exceeds maximum length'],
    ['  一二三四五六七八九十  ', null],
    // Characters as a reader counts them: an emoji is one, a family emoji too.
    ['家用卡😀😀😀😀', null],
    ['😀😀😀😀😀😀', null],
    ['😀😀😀😀😀😀😀😀😀😀', null],
    ['😀😀😀😀😀😀😀😀😀😀😀', 'exceeds maximum length'],
    ['👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧', null],
    ['e\u0301'.repeat(10), null],
    // Ten characters piled with combining marks are more than a label can hold.
    ['e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301'.repeat(10), 'exceeds maximum length'],
    ['', 'please enter name'],
    ['  ', 'please enter name'],
  ])('%j gives %j', (value, expected) => {
    expect(message(validateCardLabel(value))).toBe(expected);
  });
});

describe('length limits of the contract (docs/api-contract.md)', () => {
  it.each<[string, number, string | null]>([
    ['一二三', 3, null],
    [' 一二三 ', 3, null],
    ['一二三四', 3, 'At most 3 characters'],
    ['😀😀', 3, 'At most 3 characters'],
  ])('%j within %i gives %j', (value, max, expected) => {
    expect(message(validateLength(value, max))).toBe(expected);
  });

  it.each<[string, string | null]>([
    ['恩典公司', null],
    ['', 'please enter receipt title'],
    ['恩'.repeat(100), null],
    ['恩'.repeat(101), 'A receipt title can be at most 100 characters.'],
  ])('receipt title %j gives %j', (value, expected) => {
    expect(message(validateReceiptTitle(value))).toBe(expected);
  });

  it.each<[string, string | null]>([
    [`${'a'.repeat(88)}@example.org`, null],
    [`${'a'.repeat(89)}@example.org`, 'At most 100 characters'],
  ])('e-mail %j gives %j', (value, expected) => {
    expect(message(validateEmail(value))).toBe(expected);
  });
});

describe('periods (2..100)', () => {
  it.each<[unknown, string | null]>([
    [2, null],
    ['100', null],
    ['12', null],
    ['１２', null],
    [' ２４ ', null],
    [1, 'total periods cannot be lower than 2'],
    ['0', 'total periods cannot be lower than 2'],
    [101, 'cannot be higher than 100'],
    ['', 'please enter periods'],
    ['x', 'please enter periods'],
    [2.5, 'please enter periods'],
    [undefined, 'please enter periods'],
  ])('%j gives %j', (value, expected) => {
    expect(message(validatePeriods(value))).toBe(expected);
  });
});

describe('required fields', () => {
  it.each<[unknown, string, string | null]>([
    ['0912345678', 'enterUserid', null],
    ['', 'enterUserid', 'please enter your phone or email'],
    [' ', 'enterPassword', 'please enter your password'],
    [null, 'selectReceiptInfo', 'please select receipt info'],
    [undefined, 'required', 'This field is required'],
  ])('%j with %s gives %j', (value, key, expected) => {
    expect(message(validateRequired(value, key))).toBe(expected);
  });
});

it.each<[unknown, boolean, boolean]>([
  [1, true, true],
  [3, true, true],
  [4, false, true],
  [28, false, true],
  [29, false, false],
  [0, false, false],
  ['1', false, false],
])('%j: frequency %s, payment day %s', (value, frequency, day) => {
  expect(isFrequency(value)).toBe(frequency);
  expect(isPaymentDay(value)).toBe(day);
});
