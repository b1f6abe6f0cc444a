import type { PaymentForm, Purpose } from '@eoffering/shared/contract';
import { FIXTURE } from '../fixtures/fixture-ids';
import { APPROVE, chooseOnCardPage, onoOf } from '../../test-support/gateway-driver';
import { MESSAGES } from '../core/errors';
import type { GivingRecord } from '../store/collections';
import { expectRcError } from '../../test-support/rc-error';
import { callRpc, cookiesOf, testApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

const { wang, chen } = FIXTURE.members;
const G = FIXTURE.givings;

const app = (): TestApp => testApp({ notifyDelayMs: 0 });

const donor = {
  donor_name: '林小華',
  donor_phone: '0911222333',
  donor_email: 'hua@example.org',
  donor_sid: 'c123456781',
};
const titled = { invoice_title_aid: 0, invoice_title: '林小華', invoice_tax_id: '24681353' };
const anonymous = { invoice_title_aid: -1, invoice_title: 'ignored', invoice_tax_id: '13579243' };
const blankDonor = { donor_name: '', donor_phone: '', donor_email: '', donor_sid: '' };

const body = (offeringAid: number, fields: object = {}) => ({
  offering_aid: offeringAid,
  ...donor,
  ...titled,
  comments: '',
  ...fields,
});

const giving = (t: TestApp, offeringAid: number): GivingRecord => {
  const found = t.store.read().givings.find((record) => record.offering_aid === offeringAid);
  if (!found) throw new Error('no giving');
  return found;
};

/** A guest's giving and the cookies its payment call set (the guest pass). */
interface GuestGiving {
  aid: number;
  cookie: string;
}

/** A guest card giving paid just now (status 0). */
const paidGuestGiving = async (t: TestApp): Promise<GuestGiving> => {
  const res = await callRpc(t, 'do_tra_type_crdo', {
    project_aid: FIXTURE.projects.general,
    item_package: [{ item_aid: FIXTURE.items.tithe, item_name: '', package_amount: 800 }],
    type_aid: 1,
    currency: 'TWD',
  });
  const form = res.body.Result as PaymentForm;
  await chooseOnCardPage(t, form, { action: 'pay', ...APPROVE });
  const ono = onoOf(form);
  const aid =
    t.store.read().gateway_transactions.find((record) => record.ono === ono)?.offering_aid ?? 0;
  expect(giving(t, aid).status).toBe(0);
  return { aid, cookie: cookiesOf(res) };
};

/** A guest transfer giving still waiting for its money (status 5). */
const waitingGuestTransfer = async (t: TestApp): Promise<GuestGiving> => {
  const res = await callRpc(t, 'do_tra_type_vacc', {
    project_aid: FIXTURE.projects.general,
    item_package: [{ item_aid: FIXTURE.items.tithe, item_name: '', package_amount: 800 }],
    type_aid: 3,
    currency: 'TWD',
  });
  expect(res.body.RC).toBe(101);
  return { aid: t.store.read().givings.at(-1)?.offering_aid ?? 0, cookie: cookiesOf(res) };
};

/** A guest's call on their own giving, with its pass. */
const asGuest = (t: TestApp, purpose: Purpose, guest: GuestGiving, fields: object = {}) =>
  callRpc(t, purpose, body(guest.aid, fields), undefined, guest.cookie);

describe('tra_order_info_handle (guest card or LINE Pay giving)', () => {
  it('saves donor, titled receipt and comments', async () => {
    const t = app();
    const guest = await paidGuestGiving(t);
    const { aid } = guest;
    const res = await asGuest(t, 'tra_order_info_handle', guest, { comments: ' thanks ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ RC: 201, Result: { offering_aid: aid } });
    expect(giving(t, aid)).toMatchObject({
      donor: { ...donor, donor_sid: 'C123456781' },
      invoice_title_aid: 0,
      invoice_title: '林小華',
      invoice_tax_id: '24681353',
      comments: 'thanks',
    });
  });

  it('anonymous: title and tax id cleared, invoice_title_aid -1, remark "anonymous giving"', async () => {
    const t = app();
    const guest = await paidGuestGiving(t);
    await asGuest(t, 'tra_order_info_handle', guest, anonymous);
    expect(giving(t, guest.aid)).toMatchObject({
      invoice_title_aid: -1,
      invoice_title: '',
      invoice_tax_id: '',
      comments: 'anonymous giving',
    });
  });

  it('requires every donor field, each with its own message, and writes nothing', async () => {
    const t = app();
    const guest = await paidGuestGiving(t);
    const res = await asGuest(t, 'tra_order_info_handle', guest, blankDonor);
    expect(res.status).toBe(400);
    expect(res.body.Result).toEqual([
      { msg: 'donor_name: please enter name' },
      { msg: 'donor_phone: please enter phone' },
      { msg: 'donor_email: please enter email' },
      { msg: 'donor_sid: please enter ID' },
    ]);
    expect(giving(t, guest.aid).donor).toBeNull();
  });

  it.each([
    ['an identity number off the pattern', { donor_sid: 'A3' }, 'donor_sid: data check error'],
    ['a malformed e-mail', { donor_email: 'hua@' }, 'donor_email: data check error'],
    [
      'a receipt title missing',
      { invoice_title: ' ' },
      'invoice_title: please enter receipt title',
    ],
    ['a tax id missing', { invoice_tax_id: '' }, 'invoice_tax_id: please enter data'],
    // The front end's rule: a business number or a person's identity number, each with its check.
    [
      'an identity number with a wrong check digit as tax id',
      { invoice_tax_id: 'C123456789' },
      'invoice_tax_id: data check error',
    ],
    [
      'a business number with a wrong check digit',
      { invoice_tax_id: '12345678' },
      'invoice_tax_id: data check error',
    ],
    ['a tax id of 7 digits', { invoice_tax_id: '1234567' }, 'invoice_tax_id: data check error'],
  ])('refuses %s', async (_label, fields, message) => {
    const t = app();
    const guest = await paidGuestGiving(t);
    const res = await asGuest(t, 'tra_order_info_handle', guest, fields);
    expect(res.status).toBe(400);
    expect(res.body.Result).toEqual([{ msg: message }]);
  });

  it('lets the same donor fill in again, but not someone with another identity number', async () => {
    const t = app();
    const guest = await paidGuestGiving(t);
    await asGuest(t, 'tra_order_info_handle', guest);
    expect((await asGuest(t, 'tra_order_info_handle', guest, anonymous)).body.RC).toBe(201);
    const other = await asGuest(t, 'tra_order_info_handle', guest, { donor_sid: 'D123456782' });
    expect(other.status).toBe(403);
    expect(giving(t, guest.aid).donor?.donor_sid).toBe('C123456781');
  });
});

describe('which variant serves which giving', () => {
  // Access problems keep their HTTP status; a wrong variant or an unknown giving is a business
  // answer: HTTP 200 with RC 422 or 404 (docs/api-contract.md).
  const MISMATCH = [403, 403, 'offering data does not match'] as const;
  const savedWith = (variant: Purpose) =>
    [200, 422, `this giving's donor and receipt info are saved with ${variant}`] as const;
  it.each<[string, Purpose, number, string | null, readonly [number, number, string]]>([
    // Without a token a member giving is 'no data' like a missing one: no oracle of members'
    // givings (giving-access.ts).
    [
      'guest variant on a member giving, no token',
      'tra_order_info_handle',
      G.editable,
      null,
      [200, 404, 'no data'],
    ],
    ['guest variant on another member giving', 'tra_order_info_handle', G.editable, chen, MISMATCH],
    [
      'guest variant on the own member giving',
      'tra_order_info_handle',
      G.editable,
      wang,
      savedWith('tra_order_info_handle2'),
    ],
    [
      'transfer variant on a card giving',
      'tra_order_info_handle3',
      G.editable,
      wang,
      savedWith('tra_order_info_handle2'),
    ],
    [
      'member variant without a token',
      'tra_order_info_handle2',
      G.editable,
      null,
      [401, 401, 'login required'],
    ],
    [
      'member variant on another member giving',
      'tra_order_info_handle2',
      G.editable,
      chen,
      MISMATCH,
    ],
    [
      'card variant on a transfer giving',
      'tra_order_info_handle2',
      G.editableTransfer,
      wang,
      savedWith('tra_order_info_handle3'),
    ],
    // Without its guest pass a guest giving is 'no data', before any variant check (which
    // would tell its pay method).
    [
      'member variant on a guest giving without its pass',
      'tra_order_info_handle3',
      G.guestTransfer,
      wang,
      [200, 404, 'no data'],
    ],
    [
      'guest card variant on a guest transfer without its pass',
      'tra_order_info_handle',
      G.guestTransfer,
      null,
      [200, 404, 'no data'],
    ],
    ['unknown giving', 'tra_order_info_handle', 999_999, null, [200, 404, 'no data']],
  ])('%s: %s on %i', async (_label, purpose, aid, member, [status, rc, message]) => {
    const t = app();
    const before = giving(t, G.editable);
    const res = await callRpc(t, purpose, body(aid), member ? t.bearer(member) : undefined);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ RC: rc, Result: [{ msg: message }] });
    expect(giving(t, G.editable)).toEqual(before);
  });

  it('a guest holding the pass of a transfer giving is told its variant', async () => {
    const t = app();
    const guest = await waitingGuestTransfer(t);
    const res = await asGuest(t, 'tra_order_info_handle', guest);
    expectRcError(
      res,
      422,
      "this giving's donor and receipt info are saved with tra_order_info_handle1",
    );
    expect(giving(t, guest.aid).donor).toBeNull();
  });

  it('the variant error names the right variant', async () => {
    const t = app();
    const res = await t.callAs(wang, 'tra_order_info_handle2', body(G.editableTransfer));
    expect(res.body.Result).toEqual([
      { msg: "this giving's donor and receipt info are saved with tra_order_info_handle3" },
    ]);
  });
});

describe('members (variants 2 and 3) use the stored donor data', () => {
  it('variant 2 takes the member record, and the matching saved title', async () => {
    const t = app();
    const res = await t.callAs(
      wang,
      'tra_order_info_handle2',
      body(G.editable, { ...blankDonor, invoice_title: '王小明', invoice_tax_id: '28479133' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.RC).toBe(201);
    expect(giving(t, G.editable)).toMatchObject({
      donor: {
        donor_name: '王小明',
        donor_phone: '0912345678',
        donor_email: 'member@example.org',
        donor_sid: 'A123456789',
      },
      invoice_title_aid: FIXTURE.titles.wangFamily,
    });
  });

  it('variant 3 saves a member transfer giving', async () => {
    const t = app();
    const res = await t.callAs(wang, 'tra_order_info_handle3', body(G.editableTransfer, anonymous));
    expect(res.status).toBe(200);
    expect(res.body.RC).toBe(201);
    expect(giving(t, G.editableTransfer)).toMatchObject({
      invoice_title_aid: -1,
      comments: 'anonymous giving',
    });
  });

  it('a member without an identity number on file must give one (uppercased)', async () => {
    const t = app();
    const missing = await t.callAs(chen, 'tra_order_info_handle2', body(G.chenLinePay, blankDonor));
    expect(missing.status).toBe(400);
    expect(missing.body.Result).toEqual([{ msg: 'donor_sid: please enter ID' }]);
    const given = await t.callAs(
      chen,
      'tra_order_info_handle2',
      body(G.chenLinePay, { ...blankDonor, donor_sid: 'f223456786' }),
    );
    expect(given.status).toBe(200);
    expect(given.body.RC).toBe(201);
    expect(giving(t, G.chenLinePay).donor).toMatchObject({
      donor_name: '陳美玲',
      donor_sid: 'F223456786',
    });
  });
});

describe('edit window', () => {
  it.each([
    ['closed after the 4th of the next month', G.closed],
    ['closed once a receipt was printed', G.printedRecent],
    ['closed for a failed giving', 1007],
    ['closed for a giving still waiting for the card page', 1010],
  ])('%s', async (_label, aid) => {
    const t = app();
    const before = giving(t, aid);
    const res = await t.callAs(wang, 'tra_order_info_handle2', body(aid));
    expectRcError(res, 422, MESSAGES.editWindowClosed);
    expect(giving(t, aid)).toEqual(before);
  });

  it('open for a transfer still waiting for its money (the transfer page offers the form)', async () => {
    const t = app();
    const guest = await waitingGuestTransfer(t);
    expect(giving(t, guest.aid).status).toBe(5);
    const res = await asGuest(t, 'tra_order_info_handle1', guest);
    expect(res.status).toBe(200);
    expect(res.body.RC).toBe(201);
    expect(giving(t, guest.aid).donor?.donor_name).toBe('林小華');
  });
});
