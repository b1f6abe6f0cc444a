import { z } from 'zod';
import { ACTION_RC, CALLS, PURPOSES } from '@eoffering/shared/contract';
import type { Purpose } from '@eoffering/shared/contract';
import { callSchemas } from '@eoffering/shared/contract/schemas';
import { coverFeeOf } from '@eoffering/shared/rules';
import { API_PATHS } from '../core/settings';
import { campaignsSection } from './campaigns-doc';
import { receiptFileName, type FileNameParts } from '../receipts/file-name';
import { PLAN_CHANGE_MESSAGES } from '../recurring/plan-change';

interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  description?: string;
}

interface Row {
  field: string;
  type: string;
  required: boolean;
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');

const range = (low: number | undefined, high: number | undefined, unit: string): string[] => {
  const max = high !== undefined && high < Number.MAX_SAFE_INTEGER ? high : undefined;
  if (low !== undefined && max !== undefined) return [`${unit}${low}..${max}`];
  if (low !== undefined) return [`${unit}>= ${low}`];
  if (max !== undefined) return [`${unit}<= ${max}`];
  return [];
};

const isObject = (schema: JsonSchema): boolean =>
  schema.type === 'object' || schema.properties !== undefined;

/** A one-line type of a JSON schema node (objects and arrays of objects get their own rows). */
const describe = (schema: JsonSchema): string => {
  if (schema.anyOf) return schema.anyOf.map(describe).join(' or ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  if (schema.type === 'array') {
    const items = schema.items
      ? isObject(schema.items)
        ? 'object'
        : describe(schema.items)
      : 'any';
    return [`array of ${items}`, ...range(schema.minItems, schema.maxItems, 'items ')].join(', ');
  }
  if (isObject(schema)) return 'object';
  if (schema.type === 'string') {
    return [
      'string',
      ...range(schema.minLength, schema.maxLength, 'length '),
      ...(schema.pattern ? [`pattern \`${schema.pattern}\``] : []),
      ...(schema.format ? [schema.format] : []),
      // A rule no pattern can say (a check digit) is said in the schema's own description.
      ...(schema.description ? [schema.description] : []),
    ].join(', ');
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    return [schema.type, ...range(schema.minimum, schema.maximum, '')].join(', ');
  }
  return schema.type ?? 'any';
};

const rows = (schema: JsonSchema, prefix = ''): Row[] => {
  const target =
    schema.type === 'array' && schema.items && isObject(schema.items) ? schema.items : schema;
  const base = target === schema ? prefix : `${prefix}[]`;
  if (!target.properties) return [];
  const required = new Set(target.required ?? []);
  return Object.entries(target.properties).flatMap(([name, child]) => {
    const field = base ? `${base}.${name}` : name;
    const nested =
      child.type === 'array' && child.items && isObject(child.items)
        ? child
        : isObject(child)
          ? child
          : null;
    return [
      { field, type: describe(child), required: required.has(name) },
      ...(nested ? rows(nested, field) : []),
    ];
  });
};

const table = (schema: JsonSchema): string[] => {
  const variants = schema.anyOf && schema.anyOf.every(isObject) ? schema.anyOf : [schema];
  return variants.flatMap((variant, index) => {
    const list = rows(variant);
    const heading = variants.length > 1 ? [`Variant ${index + 1}:`, ''] : [];
    if (list.length === 0) {
      return [
        ...heading,
        variant.type === 'array'
          ? `\`${describe(variant)}\``
          : isObject(variant)
            ? '(empty object)'
            : `\`${describe(variant)}\``,
        '',
      ];
    }
    const top = variant.type === 'array' ? [`A list; each entry:`, ''] : [];
    return [
      ...heading,
      ...top,
      '| field | type | required |',
      '|---|---|---|',
      ...list.map(
        (row) => `| \`${row.field}\` | ${cell(row.type)} | ${row.required ? 'yes' : 'no'} |`,
      ),
      '',
    ];
  });
};

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io }) as JsonSchema;

const codes = (purposes: readonly Purpose[]): string =>
  purposes.map((purpose) => `\`${purpose}\``).join(', ');

/** The calls that grant a guest pass (see 'Guest givings' in the generated document). */
const GUEST_PASS_GRANTS = {
  payment: ['do_tra_type_crdo', 'do_tra_type_linepay', 'do_tra_type_vacc'],
  proof: [
    'get_tra_detail_nopg',
    'update_guest_receipt_info',
    'update_tra_items',
    'print_single_receipt',
    'reprint_receipt',
  ],
} as const satisfies Record<string, readonly Purpose[]>;

/** The calls that answer a guest giving only to the holder of its pass. */
const GUEST_PASS_CALLS = [
  'get_tra_detail',
  'get_tra_detail_form',
  'get_tra_donor_info',
  'vaccConfirm',
  'tra_order_info_handle',
  'tra_order_info_handle1',
  'tra_order_info_handle2',
  'tra_order_info_handle3',
] as const satisfies readonly Purpose[];

/** `docs/api-contract.md`: every call of the catalogue with its path, RC, audience and fields. */
const FILE_NAME_EXAMPLES: ReadonlyArray<Omit<FileNameParts, 'title' | 'date'>> = [
  { language: 'zh-TW', churchName: '台北恩典教會', marker: null, document: { kind: 'single' } },
  {
    language: 'en',
    churchName: 'Grace Church Taipei',
    marker: 'reprint',
    document: { kind: 'single' },
  },
  {
    language: 'en',
    churchName: 'Grace Church Taipei',
    marker: 'preview',
    document: { kind: 'annual', fiscalYear: 2025 },
  },
  {
    language: 'zh-TW',
    churchName: '台北恩典教會',
    marker: 'reprint',
    document: { kind: 'annual', fiscalYear: 2025 },
  },
];

/** The file-name rule worked through, by the code that names the files. */
const fileNameExamples = (): string[] =>
  FILE_NAME_EXAMPLES.map(
    (parts) => `- \`${receiptFileName({ ...parts, title: '王小明', date: '2026-01-10' })}\``,
  );

export const renderContractDoc = (): string => {
  const lines: string[] = [
    '# eoffering API contract',
    '',
    "Generated from `mfe-shared/src/contract` (catalogue and zod schemas) and the mock server's",
    'default paths by `npm run contract-doc -w @eoffering/mock-server`. Do not edit by hand: a test',
    'fails when this file differs from the generated one.',
    '',
    '## Conventions',
    '',
    '- Every call is `POST {apiBaseUrl}{path}` with a JSON body; `/eoffering/config.json` holds the',
    '  paths by purpose (`api`), so a deployment may move them.',
    '- Answers are `{ RC, RM, Result }`. Success RC by action type: ' +
      Object.entries(ACTION_RC)
        .map(([action, rc]) => `${action} ${rc}`)
        .join(', ') +
      '.',
    '- Failures carry an error RC, an RM and Result `[{ "msg": "…" }]`; nothing is written by a',
    '  failed call. They come in two kinds:',
    '  - Business-rule answers are **HTTP 200** with the error in RC, because the front end checks',
    '    RC per call while any other non-2xx status signs the donor out (docs/screens/giving.md):',
    "    RC 404 `Not Found` ('no data': an unknown giving, title, card or plan; a guest lookup with",
    '    a wrong number or a wrong identity, answered alike), RC 409 `Conflict` (duplicate title,',
    '    already printed (reprint by id), already processed, an identity number on file for another',
    '    member), RC 422 `Unprocessable Entity` (a',
    '    rule: edit window closed, card used by a recurring setting, item limits, recurring',
    '    terms, wrong donor-info variant).',
    '  - Input, token and access errors keep their HTTP status, with RC equal to it: 400 (bad input:',
    '    missing field, wrong type, unknown field, over-long string, malformed JSON), 401 (token',
    "    missing, invalid or expired), 403 (another member's data: 'offering data does not",
    "    match'), 413 (body over 32 kB), 429 (too many failed lookups or sign-ins, too many",
    '    anonymous givings), 500 (a server bug, never bad input). A path that is no call at all is',
    '    HTTP 404.',
    "- Audience: `public` anyone; `guest` anyone, proving a giving with its number and the donor's",
    '  identity number; `member` a bearer token from `/signin` (HS256, claims `sub`, `member_name`,',
    '  `exp`, `sid`, `auth_time`, 30 minutes; `/auth/reauth` renews it within the same `sid`). A',
    '  token that is sent but invalid, expired or whose sign-in was logged out is a 401 on every',
    '  call. Guest givings also need a guest pass (below).',
    '- File calls answer `application/octet-stream` with `Content-Disposition: attachment`',
    '  (RFC 5987 UTF-8 file name) and `Cache-Control: no-store` instead of an envelope. A refused',
    '  file call answers a JSON envelope like any other call (a business rule over HTTP 200), so',
    '  a client tells the two apart by `Content-Type` (only octet-stream is a file).',
    '- Result fields the contract does not list are never sent.',
    '- URLs in answers that lead the browser back to the app (`post_url` of a transfer, the',
    "  gateway's return URL and the result pages it leads to) are built on the origin the request",
    '  came in on when that is one of the allowed public origins, else on the configured public',
    '  origin, so a donor comes back to the origin whose storage holds their session.',
    '',
    '## English names (an extension the real backend can adopt)',
    '',
    'Projects, project items and payment methods may carry their English names beside the',
    'Chinese ones: `project_name_en` (project list and detail, giving detail), `item_name_en`',
    '(project items, and each `item_package` line, copied from the item when the giving or plan is',
    'made) and `type_name_en` (payment methods). All are optional. English pages show them and fall',
    'back to the Chinese name where a field is absent, so a backend without them keeps working; the',
    'mock server fills them for every fixture. Names typed into a request are ignored: the server',
    'names the lines from its own items. A project may also carry `donation_desc_en`, its',
    'description in English; an English page without one shows the English introduction instead,',
    "never the Chinese description. A project's contact may carry `contact_name1_en`, and a",
    "transfer account (transfer info, the member's dedicated account) `bank_name_en`,",
    '`bank_branch_en` and `bank_account_name_en`, shown by the same rule.',
    '',
    '## Covering the fee (an extension the real backend can adopt)',
    '',
    'A payment method may declare what it costs the church, so a donor can add that cost and the',
    'church receives the whole gift: `type_fee_rate` (basis points of the amount charged, 1..1999:',
    '250 is 2.5 %; cards and LINE Pay) or `type_fee_amount` (a fixed NT$ 1..10000; transfers) in',
    '`get_offering_types`; a method declares one or neither. Both are optional: the front end',
    'offers to cover the fee only for a one-off order paid by a method that declares a cost, so a',
    'backend without them keeps working.',
    '',
    '- The fee of a gift of `G` NT$ (the sum of its lines): a fixed cost as it is; a rate `r` is',
    '  charged on the whole amount, fee included, so the fee is `G × r / (10000 − r)` rounded up',
    `  to a whole NT$ (NT$ ${coverFeeOf({ type_fee_rate: 250 }, 1000)} on NT$ 1000 at 250). \`coverFeeOf\` in \`@eoffering/shared/rules\` is the rule.`,
    '- A one-off order (`do_tra_type_crdo`, `do_tra_type_linepay`, `do_tra_type_vacc`, variant 1)',
    '  may carry `fee_amount`: the fee the donor saw and confirmed. 0 or absent: no fee. Any other',
    "  value must be the method's fee for the order's lines as the server prices them, else RC 422",
    '  "the fee is not this payment method\'s cost (NT$ n)" (or "this payment method has no fee',
    '  to cover"); nothing is written. The server never takes a total from the client.',
    "- The giving's `amount` is the whole gift, lines plus fee: the gateway charges it, a transfer",
    '  asks for it, receipts and lists show it (a single receipt lists the fee as its own line,',
    '  代付手續費). Its detail carries `fee_amount` when a fee was',
    '  covered (absent otherwise), so its lines add up to `amount − fee_amount`. Changing the items',
    '  of a transfer keeps the fee: the new lines add up to that same `amount − fee_amount`.',
    '- An `Idempotency-Key` stands for the order with its fee: the same key with another fee is',
    '  RC 409 like any other order.',
    '',
    '## Changing a recurring plan (an extension the real backend can adopt)',
    '',
    'A backend that lets members change an active plan (status 0) in place sends, on every plan of',
    '`get_ach_list` and `get_ach_detail`, `change_cutoff_days` (0..28: no change within these days',
    'before a debit), `paused_until` (`YYYYMM`, 0 when not paused) and `changes` (the confirmed',
    'changes, oldest first: `changed_at`, `change`, `from`, `to`). Without `change_cutoff_days` the',
    'front end offers no change, so a backend without the call keeps working (docs/decisions.md).',
    '',
    "- `change_ach_plan` makes one change: `amounts` (`item_package`: the plan's own items, each",
    '  within its limits for recurring giving), `payment_day` (`payment_date` 1..28: the next debit',
    '  moves to that day of its month, or one period on when that day is within the cut-off), `card`',
    '  (`cardlink_aid`: another saved card of the member), `pause` (`paused_until`: a month 1..12',
    "  months after the next debit's; the next debit is on the debit day of that month), `skip` (the",
    "  next debit moves one period on) or `resume` (a paused plan's next debit is the first debit",
    '  day past the cut-off from today, unless the pause ends sooner). A pause or skip keeps the',
    '  number of debits, so the plan ends later; the total number of debits never changes.',
    '- `preview: true` answers what the change would do and keeps nothing: `next_payment_date`,',
    '  `next_amount`, `total_amount` (what was debited plus the remaining debits at the new amount),',
    '  `last_payment_date`, `stop_pay_date` and the plan as it would be. `preview: false` keeps it,',
    '  adds it to `changes` and answers the same. The debit run follows the changed plan: a paused or',
    '  skipped month makes no debit, so no giving and nothing on a receipt.',
    "- Refusals (nothing is written): a request field missing, unknown or of another member's card,",
    "  or items other than the plan's: RC 400; another member's plan: HTTP 403; a plan not active,",
    `  resuming a plan that is not paused, or skipping a paused one: RC 409 ("${PLAN_CHANGE_MESSAGES.notActive}",`,
    `  "${PLAN_CHANGE_MESSAGES.notPaused}", "${PLAN_CHANGE_MESSAGES.paused}"); RC 422 within the`,
    `  cut-off ("${PLAN_CHANGE_MESSAGES.windowClosed('YYYY-MM-DD', 'YYYY-MM-DD')}": the day after the`,
    '  next debit, and the debit a period later), a card that expires before the last debit after the',
    `  change ("${PLAN_CHANGE_MESSAGES.cardExpires}"), a pause month out of range`,
    `  ("${PLAN_CHANGE_MESSAGES.pauseMonth}"), the plan's current value ("${PLAN_CHANGE_MESSAGES.sameValue}"),`,
    "  an amount outside its item's limits (the item messages of a new order), or a backend that",
    `  does not take changes ("${PLAN_CHANGE_MESSAGES.notOffered}").`,
    '',
    ...campaignsSection(),
    '## File names in the page language',
    '',
    'Every call carries `Accept-Language` with the language of the page that made it (`zh-TW` or',
    '`en`). File calls name the file in that language (the first of `zh*` / `en*` by preference;',
    "without one, Traditional Chinese); the receipt inside stays in Chinese. The name is the church's",
    'name in that language, the marker (補印 / Reprint for a reprint, 預覽 / Preview for a preview,',
    'none for a first print), the document (奉獻收據 / Giving receipt, the ROC year',
    "年度奉獻收據 / Annual receipt and the Gregorian year), the receipt's title (the name it is made",
    "out to: the donor's own name or the saved or typed title) and the date (a single receipt's",
    "giving date, an annual receipt's issue date, a preview's day), joined by `_`, with `.pdf`.",
    'Characters no common file system accepts (`\\ / : * ? " < > |`) and control characters become',
    '`_`. For example:',
    '',
    ...fileNameExamples(),
    '',
    '## Receipt titles and numbers',
    '',
    "- A member's title aid 0 without title or tax id is a receipt in the member's own name; with a",
    '  typed title and tax id it is a title not among the saved ones. A giving with a typed title is',
    '  receipted to that title alone, by its single receipt: it is not listed, counted or printed',
    "  under the member's own name (title 0) by `get_receipt_list`, `get_receipt_status`, the annual",
    "  receipt calls or `get_tra_offering_list`, which lists it under all titles only. A company's",
    "  gift is never on a person's tax receipt.",
    '- Receipt numbers (`tra_receipt_aid` of a first print or an issued annual receipt) run without',
    '  gaps. A reprint carries the number of the receipt it copies and takes none of its own; a',
    '  refused or failed print takes none either.',
    '',
    '## Guest givings: the guest pass (required of the real backend)',
    '',
    'Giving numbers are sequential, so a number alone must open nothing of a guest (a giving with',
    'no member). The backend keeps a capability per guest giving:',
    '',
    '- Granted by the payment call that creates the giving:',
    `  ${codes(GUEST_PASS_GRANTS.payment)};`,
    "  and by a call that proves the giving with its number and the donor's identity number:",
    `  ${codes(GUEST_PASS_GRANTS.proof)}.`,
    '- Sent as a cookie `giving_pass_{offering_aid}` holding at least 256 random bits:',
    '  `HttpOnly; SameSite=Lax; Path=/api` (the API paths only), `Secure` on https, `Max-Age` 7',
    '  days. The backend stores only a hash of it with its expiry. Browsers send it only to the',
    '  origin that set it: the front end calls the API on its own origin (`apiBaseUrl` empty). An',
    '  `apiBaseUrl` on another site would need credentialed CORS and `SameSite=None`, which this',
    '  contract does not allow.',
    '- These calls answer a guest giving only to a caller holding its live pass:',
    `  ${codes(GUEST_PASS_CALLS)}.`,
    "  Without one the answer is RC 404 'no data', the same as for a number that does not exist,",
    '  and nothing is written.',
    "- A member giving is its owner's: every call above and every proving call answers it only to",
    "  its owner's bearer token (a proving call from the owner may send an empty `donor_sid`). Any",
    "  other caller gets RC 404 'no data' exactly as for a number that does not exist, whatever",
    '  identity number it sends (a proving call counts it as a failed lookup), so no call tells a',
    "  stranger which numbers are members'. Only another signed-in member opening it with a call",
    "  above gets HTTP 403 'offering data does not match' (the front end signs out and asks to sign in again).",
    '- `get_guest_givings` lists the guest givings whose live pass the request carries (newest',
    '  first, at most 10; number, project, time, amount, method, status, transfer id): the',
    '  browser that paid finds them again without the identity number. Another browser gets [].',
    '- A wrong identity number on a guest giving whose donor is filled in counts as a failed',
    '  lookup (per client and per giving number; 429 once 5 misses in 15 minutes). The signed-in',
    "  owner of a giving is answered before any such block, so strangers' guesses never lock a",
    '  member out.',
    '',
    '## Idempotency-Key',
    '',
    'The per-method payment calls (`do_tra_type_crdo`, `do_tra_type_linepay`, `do_tra_type_vacc`)',
    'accept an `Idempotency-Key` header (1 to 255 visible ASCII characters; the front end sends a',
    'random UUID per payment attempt; anything else is a 400). Within 15 minutes, scoped to the',
    'caller (the member, or guests as one scope):',
    '',
    '- the same key and the same order answer the same pending giving again (the same form,',
    "  redirect_url or post_url). A guest giving's pass comes only with the first answer: guests",
    '  share one scope, so a replayed key and order never hand out a pass;',
    "- the same key with another order is refused: HTTP 200, RC 409 'this Idempotency-Key was",
    "  used for another order'; the key of a giving no longer waiting (paid, failed, cancelled):",
    "  RC 409 'this order has already been processed';",
    '- without the header nothing is reused: two identical requests are two givings.',
    '',
    '## Sign-in and logout',
    '',
    '| path | body | Result |',
    '|---|---|---|',
    "| `/signin` | `userid` (phone or e-mail), `password` (SHA-256 hex) | the id_token (RC 200); 401 'login failed' |",
    '| `/auth/reauth` | none; bearer token | a new id_token of the same sign-in (RC 200); the old token stays valid until its `exp`; 401 when the token is not valid or its sign-in has reached its 12 hours |',
    '| `/auth/logout` | none; bearer token | `null` (RC 200): the token and every token of its sign-in are refused from then on; 401 when the token is not valid |',
    '',
    'Sign-in lifetime: every token of a sign-in carries `auth_time` (when `/signin` issued the',
    'first one) and expires at the latest 12 hours after it (`SIGN_IN_MAX_HOURS`), however often',
    'it was renewed; after that only a new `/signin` helps. A token without `auth_time` is refused.',
    "Failed sign-ins count per client address and per account: a member's phone and e-mail are one",
    'account, a userid that names nobody counts as sign-in reads it (spaces and dashes removed,',
    'lower case). 10 misses in 15 minutes from one address: 429 for that address. 10 on one',
    'account: 429 for the addresses that missed on it; an address without a miss on it may still',
    'sign in (docs/security-model.md). The server keeps the password as salted scrypt of the SHA-256',
    'hex the client sends, never the hex itself.',
    '',
    'Anonymous givings: a client that is not signed in may create 60 givings an hour from one',
    'address with the payment calls (`do_tra_type_crdo`, `do_tra_type_linepay`, `do_tra_type_vacc`);',
    "then HTTP 429, RC 429 'too many givings from this address, please try again in an hour'. An",
    'answer given again for the same Idempotency-Key is not counted.',
    'A member in the first 30 days after signing up on the main site counts on the same allowance',
    "(docs/security-model.md, 'Sign-up').",
    '',
    '## Conformance: what a real backend runs before going live',
    '',
    'The portal works with any backend that honours this contract. `npm run conformance` checks one',
    "over HTTP alone (`scripts/conformance/`): it reads the backend's config.json, signs in the test",
    'accounts it is given, and runs the rules of this contract and of',
    '[the security model](security-model.md): the envelope and its codes, bad input (400, never 500),',
    "sign-in, tokens (401), ownership (another member's giving is 403), guest passes and guest",
    "lookups (misses answered alike), the Idempotency-Key, amounts, the acquirer's MAC check and,",
    'with `--rate-limits`, the lookup limit. It prints a table of the rules held, broken (with what',
    'the backend answered) and skipped, and exits 1 when any is broken.',
    '',
    '```',
    'npm run conformance -- --base https://staging.example.org \\',
    '  --member <userid>:<password> --other-member <userid>:<password> \\',
    '  --member-giving <offering_aid of --member> --guest-giving <offering_aid>:<donor identity> \\',
    '  [--config <config.json URL>] [--church <url_rewrite_id>] [--notify-path <path>] [--rate-limits]',
    '```',
    '',
    "The defaults are mock-server's demo data. Run it against a staging backend with test accounts:",
    'the idempotency and amount rules place transfer givings for `--member`, and `--rate-limits`',
    "spends this client's allowance of failed lookups. mock-server passes every rule",
    '(`scripts/conformance/conformance.test.ts`, which also shows a backend that skips the ownership',
    'check failing, the rule named); a backend that does not pass is not ready to go live.',
    '',
    '## Calls',
    '',
    '| purpose | path | action | success RC | audience | answer |',
    '|---|---|---|---|---|---|',
    ...PURPOSES.map((purpose) => {
      const spec = CALLS[purpose];
      return `| [\`${purpose}\`](#${purpose.toLowerCase()}) | \`${API_PATHS[purpose]}\` | ${spec.action} | ${ACTION_RC[spec.action]} | ${spec.audience} | ${spec.reply === 'file' ? 'file' : 'envelope'} |`;
    }),
    '',
  ];
  for (const purpose of PURPOSES) {
    const spec = CALLS[purpose];
    const schema = callSchemas[purpose];
    lines.push(
      `### ${purpose}`,
      '',
      `\`POST ${API_PATHS[purpose]}\` · ${spec.action} (RC ${ACTION_RC[spec.action]}) · ${spec.audience}`,
      '',
      '**Request**',
      '',
      ...table(jsonSchema(schema.request, 'input')),
      '**Result**',
      '',
      ...(spec.reply === 'file'
        ? ['A file (`application/octet-stream`), not an envelope.', '']
        : table(jsonSchema(schema.result, 'output'))),
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
};
