import { i18n, initI18n } from '@eoffering/shared';
import { aDonor, aGiving, aTitle, guestDonor } from '../../testing/givings';
import {
  backTarget,
  donorModeOf,
  enabledTitles,
  initialValues,
  orderInfoRequest,
  receiptFormRules,
  refusalOf,
  sameAsDonor,
  shownTaxId,
  type ReceiptFormValues,
} from './receipt-form-model';

const filled = (overrides: Partial<ReceiptFormValues> = {}): ReceiptFormValues => ({
  donor_name: '林小華',
  donor_phone: '0933111222',
  donor_email: 'hua@example.org',
  donor_sid: 'b223456782',
  need_receipt: 'title',
  invoice_title: '林小華',
  invoice_tax_id: '87654322',
  comments: '',
  agree: true,
  ...overrides,
});

const keysOf = (result: Record<string, { key: string } | null | undefined>) =>
  Object.fromEntries(
    Object.entries(result)
      .filter(([, value]) => value)
      .map(([name, value]) => [name, value?.key]),
  );

describe('donorModeOf (donor section)', () => {
  it.each([
    [0, aDonor(), 'guest'],
    [1, aDonor(), 'member'],
    [1, aDonor({ sid_status: -1, member_social_identity: '' }), 'member-without-identity'],
  ] as const)('is_member_giving %i: %s', (member, donor, mode) => {
    expect(donorModeOf({ is_member_giving: member }, donor)).toBe(mode);
  });
});

describe('receiptFormRules', () => {
  it('a guest: each donor field required with its own message, receipt choice and agreement', () => {
    const empty = filled({
      donor_name: '',
      donor_phone: ' ',
      donor_email: '',
      donor_sid: '',
      need_receipt: '',
      agree: false,
    });

    expect(keysOf(receiptFormRules('guest')(empty))).toEqual({
      donor_name: 'giving:receiptForm.enterDonorName',
      donor_phone: 'common:validation.enterPhone',
      donor_email: 'common:validation.enterEmail',
      donor_sid: 'common:validation.enterId',
      need_receipt: 'common:validation.selectReceiptInfo',
      agree: 'common:validation.pleaseAgree',
    });
  });

  it.each([
    ['A123456789', null],
    ['a123456789', null],
    ['AB12345678', null],
    ['A323456789', null],
    ['A1234', 'common:validation.dataCheckError'],
    ['000000', 'common:validation.dataCheckError'],
    ['A12345678!', 'common:validation.dataCheckError'],
  ])('identity %j: %s', (sid, key) => {
    expect(receiptFormRules('guest')(filled({ donor_sid: sid })).donor_sid?.key ?? null).toBe(key);
  });

  it('with a title: title and tax id required, the tax id a business or identity number', () => {
    const rules = receiptFormRules('member');

    expect(keysOf(rules(filled({ invoice_title: '', invoice_tax_id: '' })))).toEqual({
      invoice_title: 'common:validation.enterReceiptTitle',
      invoice_tax_id: 'common:validation.enterData',
    });
    expect(keysOf(rules(filled({ invoice_tax_id: '1234' })))).toEqual({
      invoice_tax_id: 'common:validation.taxIdFormat',
    });
    expect(keysOf(rules(filled({ invoice_tax_id: 'A123456789' })))).toEqual({});
    expect(keysOf(rules(filled({ invoice_tax_id: '312345678' })))).toEqual({
      invoice_tax_id: 'common:validation.taxIdFormat',
    });
  });

  it('anonymous needs no title; a member with an identity on file types no donor field', () => {
    const values = filled({
      donor_name: '',
      donor_sid: '',
      need_receipt: 'anonymous',
      invoice_title: '',
      invoice_tax_id: '',
      agree: false,
    });

    expect(keysOf(receiptFormRules('member')(values))).toEqual({});
  });

  it('a member without an identity number on file must type one', () => {
    expect(keysOf(receiptFormRules('member-without-identity')(filled({ donor_sid: '' })))).toEqual({
      donor_sid: 'common:validation.enterId',
    });
  });
});

describe('phone and e-mail, checked as the server checks them', () => {
  it.each([
    ['0912345678', 'a@b.tw', {}],
    ['+886 912-345-678', 'name.family@example.org', {}],
    ['02 2345-6789', 'x@y.co', {}],
    [
      '12345',
      'ab.tw',
      {
        donor_phone: 'common:validation.phoneFormat',
        donor_email: 'common:validation.emailFormat',
      },
    ],
    [
      '09x2345678',
      'a b@c.tw',
      {
        donor_phone: 'common:validation.phoneFormat',
        donor_email: 'common:validation.emailFormat',
      },
    ],
  ])('%j and %j', (phone, email, keys) => {
    const result = receiptFormRules('guest')(filled({ donor_phone: phone, donor_email: email }));

    expect(keysOf(result)).toEqual(keys);
  });
});

describe('initialValues (receipt choice)', () => {
  it.each([
    [{ invoice_title_aid: -1, comments: 'anonymous giving' }, 'anonymous', ''],
    [{ invoice_title_aid: 11, invoice_title: '王小明', invoice_tax_id: '12345675' }, 'title', ''],
    [{ invoice_title_aid: 0, comments: '為宣教' }, '', '為宣教'],
  ] as const)('giving %j starts on %j', (fields, choice, comments) => {
    const values = initialValues(aGiving(fields), aDonor(), 'member');

    expect(values.need_receipt).toBe(choice);
    expect(values.comments).toBe(comments);
  });
});

describe('orderInfoRequest', () => {
  const titles = [
    aTitle(),
    aTitle({ invoice_title_aid: -1, invoice_title: '', invoice_tax_id: '', disable: 2 }),
    aTitle({ invoice_title_aid: 12, invoice_title: '恩典公司', invoice_tax_id: '87654322' }),
  ];

  it('a guest sends what was typed, the identity uppercased', () => {
    expect(orderInfoRequest(1401, filled(), 'guest', guestDonor(), [])).toEqual({
      offering_aid: 1401,
      donor_name: '林小華',
      donor_phone: '0933111222',
      donor_email: 'hua@example.org',
      donor_sid: 'B223456782',
      invoice_title_aid: 0,
      invoice_title: '林小華',
      invoice_tax_id: '87654322',
      comments: '',
    });
  });

  it('a guest’s phone and identity typed in full-width digits are sent in half-width', () => {
    const values = filled({
      donor_phone: '０９３３－１１１２２２',
      donor_sid: 'ｂ２２３４５６７８２',
    });

    expect(receiptFormRules('guest')(values)).toMatchObject({ donor_phone: null, donor_sid: null });
    expect(orderInfoRequest(1401, values, 'guest', guestDonor(), [])).toMatchObject({
      donor_phone: '0933-111222',
      donor_sid: 'B223456782',
    });
  });

  it('anonymous is invoice_title_aid -1 without title, with the remark when none was written', () => {
    const values = filled({ need_receipt: 'anonymous', invoice_title: '', invoice_tax_id: '' });

    expect(orderInfoRequest(1401, values, 'member', aDonor(), titles)).toMatchObject({
      invoice_title_aid: -1,
      invoice_title: '',
      invoice_tax_id: '',
      comments: 'anonymous giving',
    });
    expect(
      orderInfoRequest(1401, { ...values, comments: ' 為宣教 ' }, 'member', aDonor(), titles),
    ).toMatchObject({ invoice_title_aid: -1, comments: '為宣教' });
  });

  it('a title takes the aid of the matching enabled saved title, or 0', () => {
    const saved = filled({ invoice_title: '恩典公司', invoice_tax_id: '87654322' });

    expect(orderInfoRequest(1401, saved, 'member', aDonor(), titles).invoice_title_aid).toBe(12);
    expect(
      orderInfoRequest(1401, filled({ invoice_title: '新抬頭' }), 'member', aDonor(), titles)
        .invoice_title_aid,
    ).toBe(0);
  });

  it("a member's donor data is the member record's; the typed identity only when none is on file", () => {
    const typed = filled({ donor_name: 'x', donor_sid: 'c123456781' });

    expect(orderInfoRequest(1401, typed, 'member', aDonor(), titles)).toMatchObject({
      donor_name: '王小明',
      donor_phone: '0912345678',
      donor_email: 'member@example.org',
      donor_sid: 'A123456789',
    });
    const noId = aDonor({ sid_status: -1, member_social_identity: '' });
    expect(orderInfoRequest(1401, typed, 'member-without-identity', noId, titles)).toMatchObject({
      donor_name: '王小明',
      donor_sid: 'C123456781',
    });
  });
});

describe('enabledTitles', () => {
  it('drops the synthetic anonymous and not-set entries', () => {
    const list = [
      aTitle({ invoice_title_aid: -1, disable: 2 }),
      aTitle({ invoice_title_aid: 0, disable: 2 }),
      aTitle({ invoice_title_aid: 11 }),
    ];

    expect(enabledTitles(list).map((title) => title.invoice_title_aid)).toEqual([11]);
  });
});

describe('backTarget (back by the saved order-info id)', () => {
  it.each([
    [{ offering_aid: 1401, order_info_aid: 0 }, '/order/result/1401'],
    [{ offering_aid: 1401, order_info_aid: 5 }, '/order/payment/vacc/5'],
    [{ offering_aid: 999, order_info_aid: 5 }, '/order/result/1401'],
  ])('%j -> %s', (draft, target) => {
    expect(backTarget(draft, 1401)).toBe(target);
  });
});

describe('refusalOf (each refusal under its field, in the donor’s language)', () => {
  it.each([
    [
      'donor_phone: data check error, donor_email: data check error',
      {
        donor_phone: { key: 'common:validation.phoneFormat' },
        donor_email: { key: 'common:validation.emailFormat' },
      },
      [],
    ],
    [
      // Development mode appends RC-RM to the last message.
      'donor_phone: please enter phone, donor_email: data check error 400-Bad Request',
      {
        donor_phone: { key: 'common:validation.enterPhone' },
        donor_email: { key: 'common:validation.emailFormat' },
      },
      [],
    ],
    [
      'invoice_tax_id: data check error, donor_sid: please enter ID',
      {
        invoice_tax_id: { key: 'common:validation.taxIdFormat' },
        donor_sid: { key: 'common:validation.enterId' },
      },
      [],
    ],
    [
      'comments: Too big: expected string to have <=500 characters',
      { comments: { key: 'common:validation.dataCheckError' } },
      [],
    ],
    ['the edit window has closed', {}, ['the edit window has closed']],
    ['other_field: data check error', {}, ['other_field: data check error']],
    ['', {}, []],
  ])('%j', (message, fields, others) => {
    expect(refusalOf(message)).toEqual({ fields, others });
  });
});

describe('sameAsDonor (docs/decisions.md, receipts in one’s own name)', () => {
  it.each([
    [
      'a guest with an identity number',
      'guest',
      { donor_sid: 'b223456782' },
      '林小華',
      'B223456782',
    ],
    ['a guest with a passport number', 'guest', { donor_sid: '312345678' }, '林小華', ''],
    ['a guest who typed no number yet', 'guest', { donor_sid: '' }, '林小華', ''],
    ['a member with a number on file', 'member', { donor_sid: '' }, '王小明', 'A123456789'],
    [
      'a member typing one',
      'member-without-identity',
      { donor_sid: 'c123456781' },
      '王小明',
      'C123456781',
    ],
  ] as const)('%s', (_case, mode, typed, title, taxId) => {
    const values = { donor_name: ' 林小華 ', invoice_title: '', ...typed };

    expect(sameAsDonor(values, mode, aDonor())).toEqual({
      invoice_title: title,
      invoice_tax_id: taxId,
    });
  });

  it.each([
    ['over 100 characters', '名'.repeat(101)],
    ['empty', '  '],
  ])('never copies a name the title field refuses (%s): the title stays as it was', (_, name) => {
    const values = { donor_name: name, donor_sid: 'b223456782', invoice_title: '恩典公司' };

    expect(sameAsDonor(values, 'guest', guestDonor())).toEqual({
      invoice_title: '恩典公司',
      invoice_tax_id: 'B223456782',
    });
  });
});

describe('the server’s limits, checked before a request (docs/api-contract.md)', () => {
  beforeAll(() => initI18n('en'));

  const message = (values: Partial<ReceiptFormValues>) =>
    Object.fromEntries(
      Object.entries(receiptFormRules('guest')(filled(values))).flatMap(([field, error]) =>
        error ? [[field, i18n.t(error.key, { ...error.values, lng: 'en' })]] : [],
      ),
    );

  it.each<[string, Partial<ReceiptFormValues>, Record<string, string>]>([
    ['a name of 50 characters', { donor_name: '名'.repeat(50) }, {}],
    ['a name of 51', { donor_name: '名'.repeat(51) }, { donor_name: 'At most 50 characters' }],
    [
      'a phone of 21',
      { donor_phone: '+886 (912) 345-678 90' },
      { donor_phone: 'At most 20 characters' },
    ],
    [
      'an e-mail of 101',
      { donor_email: `${'a'.repeat(89)}@example.org` },
      { donor_email: 'At most 100 characters' },
    ],
    [
      'a title of 101',
      { invoice_title: '恩'.repeat(101) },
      { invoice_title: 'A receipt title can be at most 100 characters.' },
    ],
    ['remarks of 500', { comments: '謝'.repeat(500) }, {}],
    ['remarks of 501', { comments: '謝'.repeat(501) }, { comments: 'At most 500 characters' }],
    [
      'a business number whose check digit is wrong',
      { invoice_tax_id: '12345678' },
      {
        invoice_tax_id: 'The check digit does not match: please check each digit of this number',
      },
    ],
  ])('%s', (_, values, messages) => {
    expect(message(values)).toEqual(messages);
  });
});

describe('shownTaxId', () => {
  it.each([
    ['24536806', '24536806'],
    ['A123456789', 'A12****789'],
  ])('%s -> %s', (taxId, shown) => {
    expect(shownTaxId(taxId)).toBe(shown);
  });
});
