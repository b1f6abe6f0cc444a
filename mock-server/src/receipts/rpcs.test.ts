import request from 'supertest';
import type { Response } from 'supertest';
import type { Purpose } from '@eoffering/shared/contract';
import { createMissLimiter } from '../core/rate-limit';
import type { RpcContext } from '../core/rpc';
import { peekId, takeId } from '../core/store';
import { FIXTURE } from '../fixtures/fixture-ids';
import { isEditable } from '../givings/edit-window';
import { expectRcError } from '../../test-support/rc-error';
import type { MessageMatch, RuleRc } from '../../test-support/rc-error';
import { testApp, testContext } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import { downloadAnnualReceipt } from './rpcs';
import { formatMoney } from '@eoffering/shared/rules';
import { amountInWords } from './documents';
import { decryptPdf, openReceipt } from '../../test-support/pdf-inspect';
import { printSingleReceipt } from './rpcs';

// Taipei 2025-03-10 12:00: the fixtures put "last year" in 2024 and "this year" in 2025.
const NOW = new Date('2025-03-10T04:00:00Z');
const { wang, chen } = FIXTURE.members;
const G = FIXTURE.givings;
const T = FIXTURE.titles;
const WANG_ID = FIXTURE.wangIdentity;
const GUEST_ID = FIXTURE.guest.identity;

let t: TestApp;
beforeEach(() => {
  t = testApp({ now: NOW });
});

// responseType makes superagent hand every body over as a Buffer: PDFs and JSON envelopes alike.
const call = (
  purpose: Purpose,
  body: unknown,
  memberId?: string,
  pageLanguage?: string,
): Promise<Response> => {
  const req = request(t.app).post(t.settings.api[purpose]).responseType('blob');
  if (memberId) req.set('Authorization', t.bearer(memberId));
  if (pageLanguage) req.set('Accept-Language', pageLanguage);
  return req.send(body as object);
};

/** A call's context, for running two calls of the domain at once without HTTP in between. */
const contextOf = (memberId: string): RpcContext =>
  testContext({
    store: t.store,
    member: t.store.read().members.find((member) => member.member_id === memberId) ?? null,
    clientKey: 'test',
    now: () => NOW,
    settings: t.settings,
    lookupLimiter: createMissLimiter(t.settings.limits.misses),
  });

interface ListEntry {
  offering_aid: number;
  offering_date: string;
  amount: number;
}

const listOf = async (body: object): Promise<ListEntry[]> =>
  envelope(await call('get_receipt_list', body, wang)).Result as ListEntry[];

const envelope = (res: Response): { RC: number; RM: string; Result: unknown } =>
  JSON.parse((res.body as Buffer).toString('utf8'));

const messages = (res: Response): string[] =>
  (envelope(res).Result as Array<{ msg: string }>).map((entry) => entry.msg);

/** A business-rule refusal: HTTP 200 with the error RC and texts, never a file. */
const expectRefusal = (res: Response, rc: RuleRc, ...texts: MessageMatch[]): void => {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expectRcError({ status: res.status, body: envelope(res) }, rc, ...texts);
};

const fileName = (res: Response): string => {
  const match = /filename\*=UTF-8''([^;]+)/.exec(String(res.headers['content-disposition']));
  return decodeURIComponent(match?.[1] ?? '');
};

const text = (res: Response, password: string): string =>
  openReceipt(res.body as Buffer, password).replace(/\s+/g, '');

const giving = (aid: number) => {
  const found = t.store.read().givings.find((candidate) => candidate.offering_aid === aid);
  if (!found) throw new Error(`no giving ${aid}`);
  return found;
};

const expectFileHeaders = (res: Response): void => {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/octet-stream');
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/,
  );
  expect(res.headers['cache-control']).toBe('no-store');
};

describe('print_single_receipt', () => {
  it('prints a member giving once: file, headers, name, flag -> receipt id, edit window closed', async () => {
    expect(giving(G.closed).if_print_flag).toBe(0);
    const res = await call('print_single_receipt', { offering_aid: G.closed, donor_sid: '' }, wang);
    expectFileHeaders(res);
    const day = giving(G.closed).offering_build_datetime.slice(0, 10).replaceAll('-', '');
    expect(fileName(res)).toBe(`台北恩典教會_奉獻收據_明光科技股份有限公司_${day}.pdf`);

    // A titled receipt opens with the title's tax id, not with the identity number.
    expect(decryptPdf(res.body as Buffer, WANG_ID)).toBeNull();
    const content = text(res, '24536806');
    expect(content.startsWith('台北恩典教會奉獻收據')).toBe(true);
    expect(content).toContain('收據抬頭明光科技股份有限公司');
    expect(content).toContain('統一編號24536806');
    expect(content).toContain('新臺幣貳仟元整');
    expect(content).not.toContain('補印');

    const printed = giving(G.closed);
    expect(printed.if_print_flag).toBeGreaterThan(0);
    expect(t.store.read().receipts).toContainEqual(
      expect.objectContaining({
        tra_receipt_aid: printed.if_print_flag,
        kind: 'single',
        offering_aid: G.closed,
        reprint_of: 0,
        member_id: wang,
      }),
    );
    expect(isEditable(giving(G.editable), NOW)).toBe(true);
    const again = await call(
      'print_single_receipt',
      { offering_aid: G.editable, donor_sid: '' },
      wang,
    );
    expectFileHeaders(again);
    expect(isEditable(giving(G.editable), NOW)).toBe(false);
  });

  it('opens an own-name receipt with the identity number and masks it inside', async () => {
    const res = await call('print_single_receipt', { offering_aid: 1016, donor_sid: '' }, wang);
    expectFileHeaders(res);
    const content = text(res, WANG_ID);
    expect(content).toContain('奉獻人王小明');
    expect(content).toContain('身分證字號A12****789');
    expect(content).not.toContain(WANG_ID);
  });

  it.each([
    ['not printable: anonymous', G.anonymous, 422, 'an anonymous giving has no receipt'],
    ['not printable: failed', 1007, 422, 'only a successful giving has a receipt'],
    ['not printable: waiting', 1010, 422, 'only a successful giving has a receipt'],
    [
      'printed already: reprint by id',
      G.printedRecent,
      409,
      'this receipt was already printed as number 000001; ask for a reprint with that number',
    ],
    [
      'listed on the issued annual receipt: one gift, one receipt',
      1013,
      422,
      'this giving is listed on annual receipt number 000004, its tax receipt; reprint that receipt instead',
    ],
  ] as Array<[string, number, RuleRc, string]>)(
    'refuses a first print when %s (RC %s)',
    async (_case, offeringAid, rc, message) => {
      const before = t.store.read();
      const res = await call(
        'print_single_receipt',
        { offering_aid: offeringAid, donor_sid: '' },
        wang,
      );
      expectRefusal(res, rc, message);
      expect(t.store.read()).toEqual(before);
    },
  );

  it('moves if_print_flag -1 -> 0 -> receipt id as the giving succeeds and is printed', async () => {
    const flag = async (): Promise<number> => {
      const res = await call('get_receipt_list', { fiscal_year: 2025, invoice_title_aid: 0 }, wang);
      const list = envelope(res).Result as Array<{ offering_aid: number; if_print_flag: number }>;
      return list.find((entry) => entry.offering_aid === 1010)?.if_print_flag ?? Number.NaN;
    };
    expect(Number.isNaN(await flag())).toBe(true); // waiting: not on the receipt list yet
    expectRefusal(
      await call('print_single_receipt', { offering_aid: 1010, donor_sid: '' }, wang),
      422,
      'only a successful giving has a receipt',
    );
    t.store.update((data) => {
      const record = data.givings.find((candidate) => candidate.offering_aid === 1010);
      if (record) record.status = 0;
    });
    expect(await flag()).toBe(0);
    const res = await call('print_single_receipt', { offering_aid: 1010, donor_sid: '' }, wang);
    expectFileHeaders(res);
    expect(await flag()).toBe(giving(1010).if_print_flag);
    expect(await flag()).toBeGreaterThan(0);
  });

  it('lets a guest print with the donor identity number and answers "no data" alike for a wrong number or identity', async () => {
    const ok = await call('print_single_receipt', {
      offering_aid: G.guestTransfer,
      donor_sid: GUEST_ID.toLowerCase(),
    });
    expectFileHeaders(ok);
    expect(text(ok, GUEST_ID)).toContain('奉獻人林志豪');

    const wrongId = await call('print_single_receipt', {
      offering_aid: G.guestOld,
      donor_sid: 'C123456781',
    });
    const wrongNumber = await call('print_single_receipt', {
      offering_aid: 99999,
      donor_sid: GUEST_ID,
    });
    for (const res of [wrongId, wrongNumber]) {
      expectRefusal(res, 404, 'no data');
      expect(res.status).toBe(wrongId.status);
      expect(envelope(res)).toEqual(envelope(wrongId));
    }
    const noSid = await call('print_single_receipt', { offering_aid: G.guestOld, donor_sid: '' });
    expectRefusal(noSid, 404, 'no data');
  });

  it('limits repeated guest misses (429)', async () => {
    const { max } = t.settings.limits.misses;
    for (let miss = 0; miss < max; miss += 1) {
      const res = await call('print_single_receipt', {
        offering_aid: G.guestOld,
        donor_sid: 'C123456781',
      });
      expectRefusal(res, 404, 'no data');
    }
    const blocked = await call('print_single_receipt', {
      offering_aid: G.guestOld,
      donor_sid: GUEST_ID,
    });
    expect(blocked.status).toBe(429);
    expect(messages(blocked)).toEqual(['too many failed lookups, please try again in 15 minutes']);
  });

  it('prints once when two first prints overlap: one file, one RC 409, one receipt copy', async () => {
    // Called directly so the second print starts while the first one's file is being made.
    const ctx = contextOf(wang);
    const answers = await Promise.allSettled([
      printSingleReceipt(ctx, G.closed, ''),
      printSingleReceipt(ctx, G.closed, ''),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected']);
    expect(answers[1]).toMatchObject({
      reason: {
        httpStatus: 200,
        rc: 409,
        messages: [
          expect.stringMatching(
            /^this receipt was already printed as number \d{6}; ask for a reprint/,
          ),
        ],
      },
    });
    const copies = t.store.read().receipts.filter((r) => r.offering_aid === G.closed);
    expect(copies).toHaveLength(1);
    expect(giving(G.closed).if_print_flag).toBe(copies[0]?.tra_receipt_aid);
  });

  it("answers another member asking for a member's giving as for a giving that does not exist", async () => {
    const res = await call('print_single_receipt', { offering_aid: G.closed, donor_sid: '' }, chen);
    expectRefusal(res, 404, 'no data');
    const missing = await call(
      'print_single_receipt',
      { offering_aid: 999_999, donor_sid: '' },
      chen,
    );
    expect(envelope(res)).toEqual(envelope(missing));
    expect(giving(G.closed).if_print_flag).toBe(0);
  });

  it.each([
    ['a missing field', { offering_aid: G.closed }],
    ['a wrong type', { offering_aid: '1003', donor_sid: '' }],
    ['an unknown field', { offering_aid: G.closed, donor_sid: '', extra: 1 }],
    ['a malformed identity number', { offering_aid: G.closed, donor_sid: '12' }],
  ])('answers 400 to %s', async (_case, body) => {
    const res = await call('print_single_receipt', body, wang);
    expect(res.status).toBe(400);
    expect(envelope(res).RC).toBe(400);
  });
});

describe('file names in the page language (docs/api-contract.md, Accept-Language)', () => {
  const lastYearCompany = { fiscal_year: 2024, invoice_title_aid: T.wangCompany };

  it.each([
    ['zh-TW', '台北恩典教會_補印_奉獻收據_王小明_20250310.pdf'],
    ['en-US,en;q=0.9', 'Grace Church Taipei_Reprint_Giving receipt_王小明_20250310.pdf'],
    [undefined, '台北恩典教會_補印_奉獻收據_王小明_20250310.pdf'],
  ])('names a reprint for a page in %s', async (pageLanguage, name) => {
    const receiptAid = giving(G.printedRecent).if_print_flag;
    const res = await call('reprint_receipt', { tra_receipt_aid: receiptAid }, wang, pageLanguage);
    expectFileHeaders(res);
    expect(fileName(res)).toBe(name);
  });

  it.each([
    ['zh-TW', '台北恩典教會_預覽_113年度奉獻收據_明光科技股份有限公司_20250310.pdf'],
    ['en', 'Grace Church Taipei_Preview_Annual receipt 2024_明光科技股份有限公司_20250310.pdf'],
  ])('names an annual preview for a page in %s', async (pageLanguage, name) => {
    const res = await call('preview_annual_receipt', lastYearCompany, wang, pageLanguage);
    expectFileHeaders(res);
    expect(fileName(res)).toBe(name);
  });

  it('keeps the receipt itself in Chinese on an English page', async () => {
    const res = await call('preview_annual_receipt', lastYearCompany, wang, 'en');
    expect(text(res, '24536806').startsWith('預覽台北恩典教會113年度奉獻收據')).toBe(true);
  });
});

describe('reprint_receipt', () => {
  it('reprints a single receipt by its id, marked as a reprint, and records it', async () => {
    const receiptAid = giving(G.printedRecent).if_print_flag;
    const res = await call('reprint_receipt', { tra_receipt_aid: receiptAid }, wang);
    expectFileHeaders(res);
    expect(fileName(res)).toBe('台北恩典教會_補印_奉獻收據_王小明_20250310.pdf');
    const content = text(res, WANG_ID);
    expect(content.startsWith('補印台北恩典教會奉獻收據')).toBe(true);
    expect(content).toContain('收據編號000001');
    expect(content).toContain('補印日期中華民國114年3月10日');

    const reprints = t.store.read().receipts.filter((r) => r.reprint_of === receiptAid);
    expect(reprints).toHaveLength(1);
    expect(reprints[0]).toMatchObject({
      tra_receipt_aid: receiptAid,
      kind: 'single',
      offering_aid: G.printedRecent,
      issued_at: '2025-03-10 12:00:00',
    });
    expect(giving(G.printedRecent).if_print_flag).toBe(receiptAid);
  });

  const companyLastYear = { fiscal_year: 2024, invoice_title_aid: T.wangCompany };

  it('keeps the register of receipt numbers without gaps: a reprint takes no number', async () => {
    const issuedNumbers = (): number[] =>
      t.store
        .read()
        .receipts.filter((receipt) => receipt.reprint_of === 0)
        .map((receipt) => receipt.tra_receipt_aid)
        .sort((a, b) => a - b);
    const before = issuedNumbers();
    const last = before.at(-1) ?? 0;
    expect(before).toEqual(Array.from({ length: last }, (_, index) => index + 1));

    const reprinted = await call('reprint_receipt', { tra_receipt_aid: 1 }, wang);
    expect(text(reprinted, WANG_ID)).toContain('收據編號000001');
    const annual = await call('download_annual_receipt', companyLastYear, wang);
    expect(text(annual, '24536806')).toContain(`收據編號${String(last + 1).padStart(6, '0')}`);
    expect(issuedNumbers()).toEqual([...before, last + 1]);
  });

  it('takes no number for a receipt that is refused', async () => {
    const before = peekId(t.store.read(), 'receipts');
    expectRefusal(
      await call('download_annual_receipt', { fiscal_year: 2024, invoice_title_aid: 0 }, wang),
      409,
      /^this receipt was already printed as number/,
    );
    const racing = contextOf(wang);
    const first = printSingleReceipt(racing, G.editable, '');
    const second = downloadAnnualReceipt(racing, companyLastYear);
    const results = await Promise.allSettled([first, second]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(peekId(t.store.read(), 'receipts')).toBe(before + 1);
  });

  it('lets a guest reprint a single receipt with the donor identity number only', async () => {
    const first = await call('print_single_receipt', {
      offering_aid: G.guestOld,
      donor_sid: GUEST_ID,
    });
    expectFileHeaders(first);
    const receiptAid = giving(G.guestOld).if_print_flag;
    const ok = await call('reprint_receipt', { tra_receipt_aid: receiptAid, donor_sid: GUEST_ID });
    expectFileHeaders(ok);
    expect(text(ok, GUEST_ID).startsWith('補印台北恩典教會奉獻收據')).toBe(true);
    for (const body of [
      { tra_receipt_aid: receiptAid, donor_sid: 'C123456781' },
      { tra_receipt_aid: receiptAid },
      { tra_receipt_aid: 99999, donor_sid: GUEST_ID },
    ]) {
      const res = await call('reprint_receipt', body);
      expectRefusal(res, 404, 'no data');
    }
  });

  it("answers another member asking for a member's receipt, single or annual, as for an unknown id", async () => {
    const single = giving(G.printedRecent).if_print_flag;
    const annual = t.store.read().receipts.find((r) => r.kind === 'annual')?.tra_receipt_aid;
    const unknown = await call('reprint_receipt', { tra_receipt_aid: 999_999 }, chen);
    expectRefusal(unknown, 404, 'no data');
    for (const receiptAid of [single, annual]) {
      const res = await call('reprint_receipt', { tra_receipt_aid: receiptAid }, chen);
      expect(envelope(res)).toEqual(envelope(unknown));
    }
    const before = t.store.read().receipts.length;
    const guest = await call('reprint_receipt', { tra_receipt_aid: annual, donor_sid: WANG_ID });
    expectRefusal(guest, 404, 'no data');
    expect(t.store.read().receipts).toHaveLength(before);
  });
});

describe('annual receipts', () => {
  const lastYearOwn = { fiscal_year: 2024, invoice_title_aid: 0 };
  const lastYearCompany = { fiscal_year: 2024, invoice_title_aid: T.wangCompany };

  it("receipts a typed title to that title alone, never on the member's own-name receipt", async () => {
    const thisYearOwn = { fiscal_year: 2025, invoice_title_aid: 0 };
    // First in the member's own name, so the own-name receipt is seen to lose the giving.
    const own = { invoice_title: '', invoice_tax_id: '' };
    await call(
      'update_member_receipt_info',
      { offering_aid: G.editable, invoice_title_aid: 0, ...own },
      wang,
    );
    expect((await listOf(thisYearOwn)).map((entry) => entry.offering_aid)).toContain(G.editable);
    const ownBefore = envelope(await call('get_receipt_status', thisYearOwn, wang)).Result as {
      offering_count: number;
      total_amount: number;
    };
    expect(text(await call('preview_annual_receipt', thisYearOwn, wang), WANG_ID)).toContain(
      String(G.editable),
    );
    const typed = { invoice_title: '好鄰居有限公司', invoice_tax_id: '04595252' };
    const update = await call(
      'update_member_receipt_info',
      { offering_aid: G.editable, invoice_title_aid: 0, ...typed },
      wang,
    );
    expect(envelope(update).RC).toBe(201);
    expect(giving(G.editable)).toMatchObject({ invoice_title_aid: 0, ...typed });

    expect((await listOf(thisYearOwn)).map((entry) => entry.offering_aid)).not.toContain(
      G.editable,
    );
    expect(envelope(await call('get_receipt_status', thisYearOwn, wang)).Result).toMatchObject({
      offering_count: ownBefore.offering_count - 1,
      total_amount: ownBefore.total_amount - giving(G.editable).amount,
    });
    const preview = text(await call('preview_annual_receipt', thisYearOwn, wang), WANG_ID);
    expect(preview).not.toContain('好鄰居');
    expect(preview).not.toContain(String(G.editable));

    const single = await call(
      'print_single_receipt',
      { offering_aid: G.editable, donor_sid: '' },
      wang,
    );
    expectFileHeaders(single);
    expect(fileName(single)).toMatch(/^台北恩典教會_奉獻收據_好鄰居有限公司_\d{8}\.pdf$/);
    const content = text(single, '04595252');
    expect(content).toContain('收據抬頭好鄰居有限公司統一編號04595252');
    expect(content).toContain(`${G.editable}`);
  });

  it("lists the member's successful givings of the year and title, newest first", async () => {
    const res = await call('get_receipt_list', lastYearOwn, wang);
    expect(res.status).toBe(200);
    expect(envelope(res).RC).toBe(501);
    const list = envelope(res).Result as Array<Record<string, unknown>>;
    const ids = list.map((entry) => entry.offering_aid);
    expect(ids.filter((id) => [1011, 1013, 1014, 1015].includes(Number(id)))).toEqual([
      1015, 1014, 1013, 1011,
    ]);
    const dates = list.map((entry) => String(entry.offering_date));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(ids).not.toContain(G.anonymous);
    expect(list.find((entry) => entry.offering_aid === 1015)).toEqual({
      offering_aid: 1015,
      offering_date: '2024-12-24 09:15:00',
      item_package: giving(1015).item_package,
      amount: 6500,
      invoice_title: '',
      invoice_tax_id: '',
      // On the fixtures' issued annual receipt: not printable singly.
      if_print_flag: -1,
      annual_receipt_aid: 4,
    });
    expect(list.find((entry) => entry.offering_aid === 1014)).toMatchObject({
      if_print_flag: 2,
      annual_receipt_aid: 0,
    });
  });

  it('answers the status of each year and title', async () => {
    const status = async (body: object) =>
      envelope(await call('get_receipt_status', body, wang)).Result as Record<string, unknown>;
    const issued = t.store.read().receipts.find((r) => r.kind === 'annual');
    const companyList = await listOf(lastYearCompany);
    expect(await status(lastYearOwn)).toEqual({
      fiscal_year: 2024,
      invoice_title_aid: 0,
      tra_receipt_status: issued?.tra_receipt_aid,
      tra_receipt_reason: 'issued',
      invoice_title: '王小明',
      invoice_tax_id: '',
      offering_count: issued?.offering_aids.length,
      total_amount: issued?.offering_aids.reduce((sum, aid) => sum + giving(aid).amount, 0),
      issued_at: '2025-01-05 09:00:00',
      if_preview_flag: 1,
    });
    expect(await status(lastYearCompany)).toMatchObject({
      tra_receipt_status: 0,
      tra_receipt_reason: 'printable',
      invoice_title: '明光科技股份有限公司',
      invoice_tax_id: '24536806',
      offering_count: companyList.length,
      total_amount: companyList.reduce((sum, entry) => sum + entry.amount, 0),
    });
    // 1012 in March, and 1003 on 30 December (70 days before NOW).
    expect(companyList.map((entry) => entry.offering_aid)).toEqual(
      expect.arrayContaining([1012, G.closed]),
    );
    expect(await status({ fiscal_year: 2025, invoice_title_aid: T.wangFamily })).toMatchObject({
      tra_receipt_status: -1,
      tra_receipt_reason: 'year_open',
      if_preview_flag: 1,
    });
    expect(await status({ fiscal_year: 2024, invoice_title_aid: -1 })).toMatchObject({
      tra_receipt_status: -1,
      tra_receipt_reason: 'anonymous',
      if_preview_flag: 0,
    });
  });

  it('previews without changing anything', async () => {
    const before = t.store.read();
    const res = await call('preview_annual_receipt', lastYearCompany, wang);
    expectFileHeaders(res);
    expect(fileName(res)).toBe(
      '台北恩典教會_預覽_113年度奉獻收據_明光科技股份有限公司_20250310.pdf',
    );
    const content = text(res, '24536806');
    expect(content.startsWith('預覽台北恩典教會113年度奉獻收據')).toBe(true);
    expect(content).toContain('本文件為預覽，並非正式收據，不得用於報稅。');
    expect(content).not.toContain('可作為申報');
    expect(content).toContain('1012');
    expect(t.store.read()).toEqual(before);
  });

  it('issues on download: status -> receipt id, givings marked issued, a second download refused', async () => {
    const listed = await listOf(lastYearCompany);
    const total = listed.reduce((sum, entry) => sum + entry.amount, 0);
    const res = await call('download_annual_receipt', lastYearCompany, wang);
    expectFileHeaders(res);
    expect(fileName(res)).toBe('台北恩典教會_113年度奉獻收據_明光科技股份有限公司_20250310.pdf');
    const content = text(res, '24536806');
    expect(content).toContain('113年度奉獻收據');
    expect(content).toContain('統一編號24536806');
    expect(content).toContain('2024/03/151012建堂奉獻NT$10,000');
    expect(content).toContain('2024/12/301003感恩奉獻NT$2,000');
    for (const entry of listed) {
      expect(content).toContain(
        `${entry.offering_date.slice(0, 10).replaceAll('-', '/')}${entry.offering_aid}`,
      );
    }
    expect(content).toContain(`合計${listed.length}筆${formatMoney(total).replace(' ', '')}`);
    expect(content).toContain(amountInWords(total));

    const receipt = t.store
      .read()
      .receipts.find((r) => r.kind === 'annual' && r.invoice_title_aid === T.wangCompany);
    expect(receipt).toMatchObject({
      fiscal_year: 2024,
      reprint_of: 0,
      offering_aids: listed.map((entry) => entry.offering_aid).reverse(),
    });
    for (const entry of listed) {
      expect(giving(entry.offering_aid).receipt_issued_at).toBe('2025-03-10 12:00:00');
    }
    expect(isEditable(giving(G.closed), NOW)).toBe(false);
    const status = envelope(await call('get_receipt_status', lastYearCompany, wang)).Result;
    expect(status).toMatchObject({
      tra_receipt_status: receipt?.tra_receipt_aid,
      tra_receipt_reason: 'issued',
    });

    const again = await call('download_annual_receipt', lastYearCompany, wang);
    expectRefusal(
      again,
      409,
      `this receipt was already printed as number ${String(receipt?.tra_receipt_aid).padStart(6, '0')}; ask for a reprint with that number`,
    );

    const reprint = await call(
      'reprint_receipt',
      { tra_receipt_aid: receipt?.tra_receipt_aid },
      wang,
    );
    expectFileHeaders(reprint);
    expect(fileName(reprint)).toBe(
      '台北恩典教會_補印_113年度奉獻收據_明光科技股份有限公司_20250310.pdf',
    );
    expect(text(reprint, '24536806').startsWith('補印台北恩典教會113年度奉獻收據')).toBe(true);
  });

  it('issues once when two downloads overlap', async () => {
    const ctx = contextOf(wang);
    const answers = await Promise.allSettled([
      downloadAnnualReceipt(ctx, lastYearCompany),
      downloadAnnualReceipt(ctx, lastYearCompany),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected']);
    expect(answers[1]).toMatchObject({
      reason: { httpStatus: 200, rc: 409, messages: [expect.stringMatching(/already printed/)] },
    });
    const issued = t.store
      .read()
      .receipts.filter((r) => r.kind === 'annual' && r.invoice_title_aid === T.wangCompany);
    expect(issued).toHaveLength(1);
  });

  it('reprints the issued annual receipt of the fixtures with the givings it listed', async () => {
    const issued = t.store.read().receipts.find((r) => r.kind === 'annual');
    const res = await call('reprint_receipt', { tra_receipt_aid: issued?.tra_receipt_aid }, wang);
    expectFileHeaders(res);
    const content = text(res, WANG_ID);
    for (const aid of [1011, 1013, 1015]) expect(content).toContain(String(aid));
    expect(issued?.offering_aids).toEqual([1011, 1013, 1015]);
    // 1014 has its own single receipt: named, not listed nor counted.
    expect(content).toContain('下列奉獻已開立單筆收據，不列入本收據：1014（收據編號000002）。');
    expect(content).toContain('合計3筆NT$14,500');
  });

  it('keeps one gift on one receipt: an annual receipt blocks single prints, a single print is left out of it', async () => {
    // Printed singly first: the annual receipt leaves it out of its list and total.
    await call('print_single_receipt', { offering_aid: G.closed, donor_sid: '' }, wang);
    const singleAid = giving(G.closed).if_print_flag;
    const status = envelope(await call('get_receipt_status', lastYearCompany, wang)).Result;
    const rest = (await listOf(lastYearCompany)).filter((e) => e.offering_aid !== G.closed);
    expect(status).toMatchObject({
      offering_count: rest.length,
      total_amount: rest.reduce((sum, entry) => sum + entry.amount, 0),
    });
    const res = await call('download_annual_receipt', lastYearCompany, wang);
    const content = text(res, '24536806');
    expect(content).not.toContain(`2024/12/30${G.closed}`);
    expect(content).toContain(`${G.closed}（收據編號${String(singleAid).padStart(6, '0')}）`);
    const annual = t.store
      .read()
      .receipts.find((r) => r.kind === 'annual' && r.invoice_title_aid === T.wangCompany);
    expect(annual?.offering_aids).not.toContain(G.closed);

    // Listed on the annual receipt: no single print, and every answer names the annual receipt.
    const number = String(annual?.tra_receipt_aid).padStart(6, '0');
    expectRefusal(
      await call('print_single_receipt', { offering_aid: 1012, donor_sid: '' }, wang),
      422,
      `this giving is listed on annual receipt number ${number}, its tax receipt; reprint that receipt instead`,
    );
    expect(giving(1012).if_print_flag).toBe(0);
    expect((await listOf(lastYearCompany)).find((e) => e.offering_aid === 1012)).toMatchObject({
      if_print_flag: -1,
      annual_receipt_aid: annual?.tra_receipt_aid,
    });
    const detail = envelope(
      await call('get_tra_offering_detail', { offering_aid: 1012 }, wang),
    ).Result;
    expect(detail).toMatchObject({
      if_print_flag: -1,
      annual_receipt_aid: annual?.tra_receipt_aid,
    });

    // Reprints keep working, for both receipts.
    for (const receiptAid of [annual?.tra_receipt_aid, singleAid]) {
      expectFileHeaders(await call('reprint_receipt', { tra_receipt_aid: receiptAid }, wang));
    }
  });

  it('says so when every giving of the year has its own single receipt', async () => {
    const body = { fiscal_year: 2023, invoice_title_aid: T.wangCompany };
    for (const entry of await listOf(body)) {
      await call('print_single_receipt', { offering_aid: entry.offering_aid, donor_sid: '' }, wang);
    }
    const status = envelope(await call('get_receipt_status', body, wang)).Result;
    expect(status).toMatchObject({
      tra_receipt_status: -1,
      tra_receipt_reason: 'all_single',
      offering_count: 0,
      total_amount: 0,
      if_preview_flag: 0,
    });
    expectRefusal(
      await call('download_annual_receipt', body, wang),
      422,
      'every giving of this fiscal year for this receipt title has its own single receipt',
    );
  });

  it.each([
    // Business rules: HTTP 200 with the error RC (docs/api-contract.md).
    ['anonymous', { fiscal_year: 2024, invoice_title_aid: -1 }, 200, 422, /^an anonymous giving/],
    [
      'a year still open',
      { fiscal_year: 2025, invoice_title_aid: T.wangFamily },
      200,
      422,
      /^the annual receipt can be issued once the fiscal year has ended$/,
    ],
    [
      'already issued',
      { fiscal_year: 2024, invoice_title_aid: 0 },
      200,
      409,
      /^this receipt was already printed as number \d{6}; ask for a reprint/,
    ],
    ['an unknown title', { fiscal_year: 2024, invoice_title_aid: 999 }, 200, 404, /^no data$/],
    // Another member's data and bad input keep their HTTP status (docs/decisions.md).
    [
      "another member's title",
      { fiscal_year: 2024, invoice_title_aid: T.chenFamily },
      403,
      403,
      /^offering data does not match$/,
    ],
    ['a year before 2022', { fiscal_year: 2021, invoice_title_aid: 0 }, 400, 400, /^fiscal_year/],
    [
      'a year after this one',
      { fiscal_year: 2026, invoice_title_aid: 0 },
      400,
      400,
      /^fiscal_year/,
    ],
    ['a year as text', { fiscal_year: '2024', invoice_title_aid: 0 }, 400, 400, /^fiscal_year/],
  ] as Array<[string, object, number, number, RegExp]>)(
    'refuses to download %s (HTTP %s, RC %s)',
    async (_case, body, status, rc, message) => {
      const before = t.store.read();
      const res = await call('download_annual_receipt', body, wang);
      expect({ status: res.status, RC: envelope(res).RC }).toEqual({ status, RC: rc });
      expect(messages(res)).toEqual([expect.stringMatching(message)]);
      expect(t.store.read()).toEqual(before);
    },
  );

  it('refuses to download for a title with no giving that year (RC 422)', async () => {
    const fresh = t.store.update((data) => {
      const aid = takeId(data, 'invoice_titles');
      data.invoice_titles.push({
        invoice_title_aid: aid,
        member_id: wang,
        invoice_title: '新抬頭有限公司',
        invoice_tax_id: '12345675',
        comments: '',
        disable: 0,
      });
      return aid;
    });
    const body = { fiscal_year: 2024, invoice_title_aid: fresh };
    const status = envelope(await call('get_receipt_status', body, wang)).Result;
    expect(status).toMatchObject({ tra_receipt_status: -1, tra_receipt_reason: 'no_giving' });
    const res = await call('download_annual_receipt', body, wang);
    expectRefusal(res, 422, 'no successful giving in this fiscal year for this receipt title');
    expectRefusal(
      await call('preview_annual_receipt', body, wang),
      422,
      'no successful giving in this fiscal year for this receipt title',
    );
  });

  it.each<Purpose>([
    'get_receipt_list',
    'get_receipt_status',
    'preview_annual_receipt',
    'download_annual_receipt',
  ])('%s needs a signed-in member (401)', async (purpose) => {
    const res = await call(purpose, lastYearOwn);
    expect(res.status).toBe(401);
  });

  it("answers 403 to a list of another member's title", async () => {
    const res = await call(
      'get_receipt_list',
      { fiscal_year: 2024, invoice_title_aid: T.chenFamily },
      wang,
    );
    expect(res.status).toBe(403);
  });
});
