import { demoRecords } from '../fixtures/demo-records';
import { FIXTURE } from '../fixtures/fixture-ids';
import type { GivingRecord, GivingStatus, StoreShape } from '../store/collections';
import { notPrintableReason, printFlag } from './annual';

const NOW = new Date('2025-03-10T04:00:00Z');
const data: StoreShape = demoRecords(NOW);
const base = (): GivingRecord => {
  const giving = data.givings.find((g) => g.offering_aid === FIXTURE.givings.closed);
  if (!giving) throw new Error('fixture giving missing');
  return {
    ...structuredClone(giving),
    if_print_flag: -1,
    invoice_title_aid: 0,
    invoice_title: '',
    invoice_tax_id: '',
  };
};
const guestDonor = {
  donor_name: '林志豪',
  donor_phone: '0933111222',
  donor_email: 'g@example.org',
  donor_sid: 'B123456780',
};

describe('if_print_flag (-1 not open, 0 printable, above 0 the receipt id)', () => {
  it.each<[string, Partial<GivingRecord>, number, string | null]>([
    ['a successful member giving in the own name', {}, 0, null],
    [
      'a titled giving (tax id opens the file)',
      { invoice_title_aid: 1, invoice_title: '明光科技股份有限公司', invoice_tax_id: '24536806' },
      0,
      null,
    ],
    ['a printed giving keeps its receipt id', { if_print_flag: 7 }, 7, null],
    ['an anonymous giving', { invoice_title_aid: -1 }, -1, 'an anonymous giving has no receipt'],
    [
      'a guest giving before the donor form',
      { member_id: null, donor: null },
      -1,
      'please fill in the donor and receipt information first',
    ],
    ['a guest giving after the donor form', { member_id: null, donor: guestDonor }, 0, null],
    [
      'a member without identity number, own name',
      { member_id: FIXTURE.members.chen },
      -1,
      'the receipt needs the donor name and an identity number or tax id',
    ],
    [
      'a member without identity number, titled',
      {
        member_id: FIXTURE.members.chen,
        invoice_tax_id: '90123453',
        invoice_title: '陳美玲工作室',
      },
      0,
      null,
    ],
  ])('%s', (_case, change, flag, reason) => {
    const giving = { ...base(), ...change };
    expect(printFlag(data, giving)).toBe(flag);
    if (flag <= 0) expect(notPrintableReason(data, giving)).toBe(reason);
  });

  it.each<GivingStatus>([1, 2, 3, 4, 5])('status %i is not printable', (status) => {
    const giving = { ...base(), status };
    expect(printFlag(data, giving)).toBe(-1);
    expect(notPrintableReason(data, giving)).toBe('only a successful giving has a receipt');
  });
});
