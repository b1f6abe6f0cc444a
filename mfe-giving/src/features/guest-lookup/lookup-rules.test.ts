import { lookupBody, parseOfferingAid, validateLookup, type LookupValues } from './lookup-rules';

const keysOf = (values: LookupValues) => {
  const result = validateLookup(values);
  return { offeringAid: result.offeringAid?.key ?? null, donorSid: result.donorSid?.key ?? null };
};

describe('guest lookup validation (both fields required)', () => {
  it.each<[string, string, string, string | null, string | null]>([
    ['both empty', '', '', 'giving:lookup.enterNumber', 'common:validation.enterId'],
    ['blanks only', '   ', '  ', 'giving:lookup.enterNumber', 'common:validation.enterId'],
    ['number missing', '', 'B123456780', 'giving:lookup.enterNumber', null],
    ['identity missing', '1101', '', null, 'common:validation.enterId'],
    ['number not digits', '11O1', 'B123456780', 'common:validation.dataCheckError', null],
    ['number zero', '0', 'B123456780', 'common:validation.dataCheckError', null],
    [
      'number too long',
      '99999999999999999',
      'B123456780',
      'common:validation.dataCheckError',
      null,
    ],
    ['identity off pattern', '1101', 'B1234', null, 'common:validation.dataCheckError'],
    ['identity with a dash', '1101', 'B1-2345678', null, 'common:validation.dataCheckError'],
    ['identity all zeros', '1101', '000000', null, 'common:validation.dataCheckError'],
    ['national id', '1101', 'B123456780', null, null],
    ['lowercase national id', ' 1101 ', 'b123456780', null, null],
    ['passport number', '1101', '300123456', null, null],
    ['full-width digits', '１１０１', 'Ｂ１２３４５６７８０', null, null],
    ['thousands separator', '1,101', 'B123456780', null, null],
  ])('%s', (_, offeringAid, donorSid, numberKey, sidKey) => {
    expect(keysOf({ offeringAid, donorSid })).toEqual({
      offeringAid: numberKey,
      donorSid: sidKey,
    });
  });
});

describe('lookup request', () => {
  it('sends the number as a number and the identity number trimmed and uppercased', () => {
    expect(lookupBody({ offeringAid: ' 1101 ', donorSid: ' b123456780 ' })).toEqual({
      offering_aid: 1101,
      donor_sid: 'B123456780',
    });
  });

  it('reads a number typed in full-width digits as every number the donor types', () => {
    expect(lookupBody({ offeringAid: '１１０１', donorSid: 'ｂ１２３４５６７８０' })).toEqual({
      offering_aid: 1101,
      donor_sid: 'B123456780',
    });
  });

  it.each(['', 'abc', '0', '-3', '1.5'])('makes no request for the number %j', (text) => {
    expect(parseOfferingAid(text)).toBeNull();
    expect(lookupBody({ offeringAid: text, donorSid: 'B123456780' })).toBeNull();
  });
});
