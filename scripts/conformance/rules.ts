import { randomUUID } from 'node:crypto';
import type { Account, Answer, Backend } from './http';

// docs/api-contract.md, 'Conformance': the rules of the contract and of docs/security-model.md
// that a backend must hold before the portal goes live on it, each checked over HTTP alone.

/** The demo data a run needs on the backend under test (flags of `npm run conformance`). */
export interface DemoData {
  member: Account;
  /** Another member, who must not reach the first one's givings. */
  otherMember: Account;
  /** A giving of `member`. */
  memberGiving: number;
  /** A guest's giving and its donor's identity number. */
  guestGiving: { offeringAid: number; donorSid: string };
  /** The church's url_rewrite_id (config.json `churchRewriteId` unless given). */
  churchRewriteId?: string;
  /** Where the acquirer posts its signed notice (MAC checked). */
  notifyPath: string;
  /** Run the rules that spend a client's allowance of misses (the backend's limits). */
  rateLimits: boolean;
}

export interface Rule {
  id: string;
  /** The rule as the contract states it. */
  title: string;
  /** Where it is written. */
  source: string;
  /** Only with --rate-limits: it uses up this client's misses. */
  rateLimit?: boolean;
  /** Throws a RuleBroken saying what the backend did instead. */
  check: (backend: Backend, demo: DemoData) => Promise<void>;
}

export class RuleBroken extends Error {
  override name = 'RuleBroken';
}

const expectThat = (held: boolean, broken: string): void => {
  if (!held) throw new RuleBroken(broken);
};

const rcOf = (answer: Answer): unknown => answer.body?.RC;

const said = (answer: Answer): string =>
  `HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`;

/** A refusal as the contract writes it: HTTP `status` with RC equal to it, or HTTP 200 with RC `rc`. */
const refused = (answer: Answer, statuses: number[]): boolean =>
  statuses.some(
    (code) =>
      (answer.status === code && rcOf(answer) === code) ||
      (answer.status === 200 && rcOf(answer) === code),
  );

const signedIn = async (backend: Backend, account: Account): Promise<string> => {
  const token = await backend.signIn(account);
  if (!token) throw new RuleBroken(`${account.userid} could not sign in with the given password`);
  return token;
};

/** A one-off transfer order of the first item of the first project, for `do_tra_type_vacc`. */
const transferOrder = async (backend: Backend, demo: DemoData, amount: number) => {
  const rewrite = demo.churchRewriteId ?? backend.config.churchRewriteId;
  const projects = await backend.call('get_project_info_list', { url_rewrite_id: rewrite });
  const [project] = (projects.body?.Result ?? []) as Array<{ project_aid: number }>;
  if (!project) throw new RuleBroken(`get_project_info_list lists no project: ${said(projects)}`);
  const query = { project_aid: project.project_aid, if_ach: 0 };
  const items = (await backend.call('get_project_items', query)).body?.Result as
    Array<{ item_aid: number; item_name: string }> | undefined;
  const types = (await backend.call('get_offering_types', query)).body?.Result as
    Array<{ type_aid: number; type_action: string }> | undefined;
  const item = items?.[0];
  const transfer = types?.find((type) => type.type_action === backend.config.api.do_tra_type_vacc);
  if (!item || !transfer)
    throw new RuleBroken('the first project has no item or no transfer method');
  return {
    project_aid: project.project_aid,
    item_package: [{ item_aid: item.item_aid, item_name: item.item_name, package_amount: amount }],
    type_aid: transfer.type_aid,
    currency: 'TWD',
  };
};

export const RULES: Rule[] = [
  {
    id: 'envelope',
    title: 'a call answers HTTP 200 with the envelope { RC, RM, Result } and its success RC',
    source: 'docs/api-contract.md#conventions',
    check: async (backend, demo) => {
      const answer = await backend.call('get_project_info_list', {
        url_rewrite_id: demo.churchRewriteId ?? backend.config.churchRewriteId,
      });
      expectThat(
        answer.status === 200 &&
          rcOf(answer) === 501 &&
          typeof answer.body?.RM === 'string' &&
          Array.isArray(answer.body?.Result),
        `get_project_info_list answered ${said(answer)}`,
      );
    },
  },
  {
    id: 'bad-input',
    title: 'bad input is HTTP 400 with RC 400, never a 500',
    source: 'docs/api-contract.md#conventions',
    check: async (backend) => {
      for (const body of [
        { project_aid: 'x', if_ach: 0 },
        { project_aid: 1, if_ach: 0, extra: 1 },
      ]) {
        const answer = await backend.call('get_project_items', body);
        expectThat(
          refused(answer, [400]) && answer.status === 400,
          `${JSON.stringify(body)}: ${said(answer)}`,
        );
      }
    },
  },
  {
    id: 'sign-in',
    title: 'the demo member signs in; a wrong password is HTTP 401 without a token',
    source: 'docs/api-contract.md#sign-in-and-logout',
    check: async (backend, demo) => {
      await signedIn(backend, demo.member);
      const wrong = await backend.signIn({ ...demo.member, password: `${demo.member.password}x` });
      expectThat(wrong === null, 'a wrong password was answered with a token');
    },
  },
  {
    id: 'token-required',
    title: "a member's call without a token, or with a forged one, is HTTP 401",
    source: 'docs/api-contract.md#conventions',
    check: async (backend) => {
      const body = { offering_aid: 1 };
      for (const token of [undefined, 'not.a.token']) {
        const answer = await backend.call('get_tra_offering_detail', body, { token });
        expectThat(answer.status === 401, `token ${token ?? 'none'}: ${said(answer)}`);
      }
    },
  },
  {
    id: 'ownership',
    title: "another member asking for a member's giving is HTTP 403 'offering data does not match'",
    source: 'docs/security-model.md#members-data-only-to-its-owner',
    check: async (backend, demo) => {
      const owner = await signedIn(backend, demo.member);
      const other = await signedIn(backend, demo.otherMember);
      const body = { offering_aid: demo.memberGiving };
      const own = await backend.call('get_tra_offering_detail', body, { token: owner });
      expectThat(rcOf(own) === 501, `the owner could not read the giving: ${said(own)}`);
      const stranger = await backend.call('get_tra_offering_detail', body, { token: other });
      expectThat(
        refused(stranger, [403]) && stranger.status === 403,
        `the other member got ${said(stranger)}`,
      );
    },
  },
  {
    id: 'guest-pass',
    title: "a guest giving's reads answer only the holder of its guest pass ('no data' otherwise)",
    source: 'docs/api-contract.md#guest-givings-the-guest-pass-required-of-the-real-backend',
    check: async (backend, demo) => {
      const body = { offering_aid: demo.guestGiving.offeringAid };
      const without = await backend.call('get_tra_detail', body);
      expectThat(refused(without, [404]), `without a pass: ${said(without)}`);
      const forged = await backend.call('get_tra_detail', body, {
        cookie: `giving_pass_${demo.guestGiving.offeringAid}=forged`,
      });
      expectThat(refused(forged, [404]), `with a forged pass: ${said(forged)}`);
    },
  },
  {
    id: 'guest-lookup',
    title:
      'a lookup with number and identity opens the giving and hands out its pass; misses answer alike',
    source: 'docs/api-contract.md#get_tra_detail_nopg',
    check: async (backend, demo) => {
      const { offeringAid, donorSid } = demo.guestGiving;
      const found = await backend.call('get_tra_detail_nopg', {
        offering_aid: offeringAid,
        donor_sid: donorSid,
      });
      expectThat(rcOf(found) === 501 && found.cookies.length > 0, `the right pair: ${said(found)}`);
      const read = await backend.call(
        'get_tra_detail',
        { offering_aid: offeringAid },
        { cookie: found.cookies.join('; ') },
      );
      expectThat(rcOf(read) === 501, `the read with the pass: ${said(read)}`);
      const wrongId = await backend.call('get_tra_detail_nopg', {
        offering_aid: offeringAid,
        donor_sid: 'C123456781',
      });
      const wrongNumber = await backend.call('get_tra_detail_nopg', {
        offering_aid: 987654321,
        donor_sid: donorSid,
      });
      expectThat(
        refused(wrongId, [404]) &&
          JSON.stringify([wrongId.status, wrongId.body]) ===
            JSON.stringify([wrongNumber.status, wrongNumber.body]),
        `a wrong identity: ${said(wrongId)}; a wrong number: ${said(wrongNumber)}`,
      );
    },
  },
  {
    id: 'idempotency',
    title:
      'the same Idempotency-Key and order answer the same giving; another order with it is RC 409',
    source: 'docs/api-contract.md#idempotency-key',
    check: async (backend, demo) => {
      const token = await signedIn(backend, demo.member);
      const headers = { 'Idempotency-Key': randomUUID() };
      const order = await transferOrder(backend, demo, 700);
      const first = await backend.call('do_tra_type_vacc', order, { token, headers });
      const again = await backend.call('do_tra_type_vacc', order, { token, headers });
      expectThat(
        rcOf(first) === 101 && JSON.stringify(again.body) === JSON.stringify(first.body),
        `first ${said(first)}; again ${said(again)}`,
      );
      const other = await backend.call(
        'do_tra_type_vacc',
        await transferOrder(backend, demo, 800),
        { token, headers },
      );
      expectThat(refused(other, [409]), `another order with the key: ${said(other)}`);
    },
  },
  {
    id: 'amounts',
    title: 'an amount that is not a whole number of dollars within the limits is refused',
    source: 'docs/api-contract.md#do_tra_type_vacc',
    check: async (backend, demo) => {
      const token = await signedIn(backend, demo.member);
      for (const amount of [-1, 1.5, 100_000_001]) {
        const answer = await backend.call(
          'do_tra_type_vacc',
          await transferOrder(backend, demo, amount),
          { token },
        );
        expectThat(refused(answer, [400, 422]), `amount ${amount}: ${said(answer)}`);
      }
    },
  },
  {
    id: 'mac',
    title: "the acquirer's notice is refused unless its MAC is right",
    source: 'docs/security-model.md#payment-hand-off',
    check: async (backend, demo) => {
      const answer = await backend.post(demo.notifyPath, {
        data: JSON.stringify({ ONO: 'CONFORMANCE1', RC: '00' }),
        mac: '0'.repeat(64),
      });
      expectThat(answer.status >= 400, `a notice with a wrong MAC: ${said(answer)}`);
    },
  },
  {
    id: 'lookup-limit',
    title: 'five failed guest lookups from one client, then HTTP 429 even for the right pair',
    source: 'docs/security-model.md#guest-lookup',
    rateLimit: true,
    check: async (backend, demo) => {
      const { offeringAid, donorSid } = demo.guestGiving;
      for (let i = 0; i < 5; i += 1) {
        await backend.call('get_tra_detail_nopg', {
          offering_aid: 900_000_000 + i,
          donor_sid: donorSid,
        });
      }
      const answer = await backend.call('get_tra_detail_nopg', {
        offering_aid: offeringAid,
        donor_sid: donorSid,
      });
      expectThat(
        answer.status === 429 && rcOf(answer) === 429,
        `after five misses: ${said(answer)}`,
      );
    },
  },
];

export interface Outcome {
  rule: Rule;
  /** held, broken (with what happened), or skipped (a rate-limit rule without --rate-limits). */
  status: 'held' | 'broken' | 'skipped';
  detail: string;
}

/** Runs every rule in order; a rule that throws anything is broken, and says why. */
export const runRules = async (
  backend: Backend,
  demo: DemoData,
  rules = RULES,
): Promise<Outcome[]> => {
  const outcomes: Outcome[] = [];
  for (const rule of rules) {
    if (rule.rateLimit && !demo.rateLimits) {
      outcomes.push({ rule, status: 'skipped', detail: 'needs --rate-limits' });
      continue;
    }
    try {
      await rule.check(backend, demo);
      outcomes.push({ rule, status: 'held', detail: '' });
    } catch (error) {
      outcomes.push({
        rule,
        status: 'broken',
        detail: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return outcomes;
};

/** The table `npm run conformance` prints: one line per rule. */
export const formatOutcomes = (outcomes: Outcome[]): string => {
  const width = Math.max(...outcomes.map((outcome) => outcome.rule.id.length));
  const lines = outcomes.map(
    ({ rule, status, detail }) =>
      `${status.toUpperCase().padEnd(7)} ${rule.id.padEnd(width)}  ${rule.title}${detail ? `\n${' '.repeat(width + 10)}${detail}` : ''}`,
  );
  const count = (status: Outcome['status']) =>
    outcomes.filter((outcome) => outcome.status === status).length;
  return [
    ...lines,
    `${count('held')} held, ${count('broken')} broken, ${count('skipped')} skipped`,
  ].join('\n');
};
