import { emptyOrderDraft, type OrderDraft } from '@eoffering/shared';
import { aGiving } from '../../testing/givings';
import { draftAfterResult, remarkOf, resultActions, statusName } from './result-rules';

const draft = (overrides: Partial<OrderDraft> = {}): OrderDraft => ({
  ...emptyOrderDraft(),
  project_aid: 1,
  item_package: [{ item_aid: 1, item_name: '什一奉獻', package_amount: 1000 }],
  amount: 1000,
  type_aid: 2,
  pay_method: 'CREDIT',
  view: 'express',
  init: false,
  ...overrides,
});

describe('remarkOf (tra_result 0 means none)', () => {
  it.each([
    ['0', null],
    ['', null],
    ['  ', null],
    ['card declined', 'card declined'],
  ])('%j -> %j', (traResult, remark) => {
    expect(remarkOf(traResult)).toBe(remark);
  });
});

describe('resultActions (result page)', () => {
  it.each([
    [0, true, 'member-receipt'],
    [0, false, 'guest-receipt'],
    [2, true, 'back-to-project'],
    [3, false, 'back-to-project'],
    [4, false, 'back-to-project'],
    [4, true, 'back-to-project'],
    [1, false, 'confirming'],
    [1, true, 'confirming'],
    [5, true, 'transfer-waiting'],
    [5, false, 'transfer-waiting'],
  ])('status %i, signed in %s: %s', (status, signedIn, actions) => {
    expect(resultActions(status, signedIn)).toBe(actions);
  });
});

describe('statusName', () => {
  it.each([
    [0, 'success'],
    [1, 'inProgress'],
    [2, 'failed'],
    [3, 'cancelled'],
    [4, 'abnormal'],
    [5, 'waiting'],
    [9, 'abnormal'],
  ])('%i is %s (an unknown number is never a success)', (status, name) => {
    expect(statusName(status)).toBe(name);
  });
});

describe('draftAfterResult: what a final result does to the draft of its project', () => {
  it('success keeps the giving number and transfer id for the receipt form and drops the items', () => {
    expect(draftAfterResult(draft(), aGiving({ offering_aid: 1401, order_info_aid: 0 }))).toEqual({
      offering_aid: 1401,
      order_info_aid: 0,
      pay_method: 'CREDIT',
      status: 0,
      tra_result: '0',
      item_package: [],
    });
  });

  it.each([2, 3, 4] as const)(
    'status %i forgets the payment attempt and keeps the items',
    (status) => {
      expect(draftAfterResult(draft({ offering_aid: 1401 }), aGiving({ status }))).toEqual({
        offering_aid: 0,
        order_info_aid: 0,
        type_aid: -1,
        pay_method: '',
        status: -1,
        tra_result: '',
      });
    },
  );

  it.each([1, 5] as const)('status %i (not final) changes nothing', (status) => {
    expect(draftAfterResult(draft(), aGiving({ status }))).toBeNull();
  });

  it('leaves the draft of another project alone', () => {
    expect(draftAfterResult(draft({ project_aid: 2 }), aGiving())).toBeNull();
  });

  it('changes nothing when the draft already records this success', () => {
    const giving = aGiving();
    expect(draftAfterResult(draft({ offering_aid: 1401, status: 0 }), giving)).toBeNull();
  });
});
