// `npm run conformance -- --base <url>`: checks a backend against the rules of
// docs/api-contract.md and docs/security-model.md over HTTP, prints a table of the rules held and
// broken, and exits 1 when any is broken (docs/api-contract.md, 'Conformance'). The demo data
// defaults to mock-server's fixtures; a real backend names its own test accounts and givings.
import { parseArgs } from 'node:util';
import type { Account } from './http';
import { openBackend } from './http';
import { formatOutcomes, runRules, type DemoData } from './rules';

const USAGE = `usage: npm run conformance -- --base <url> [options]
  --config <url>            its config.json (default <base>/eoffering/config.json)
  --member <id:password>    a test member (default member@example.org:Passw0rd!)
  --other-member <id:pw>    another test member (default meiling@example.org:Passw0rd!)
  --member-giving <n>       a giving of --member (default 1001)
  --guest-giving <n:sid>    a guest's giving and its donor's identity number (default 1101:B123456780)
  --church <id>             url_rewrite_id (default config.json churchRewriteId)
  --notify-path <path>      where the acquirer posts its notice (default /gateway/merchant/notify)
  --rate-limits             also run the rules that use up this client's misses`;

const accountOf = (value: string, flag: string): Account => {
  const at = value.indexOf(':');
  if (at < 1) throw new Error(`${flag} takes <userid>:<password>`);
  return { userid: value.slice(0, at), password: value.slice(at + 1) };
};

const wholeNumber = (value: string, flag: string): number => {
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) throw new Error(`${flag} takes a giving number`);
  return number;
};

/** The options of one run, from the command line. */
export const demoDataOf = (args: string[]): { base: string; config?: string; demo: DemoData } => {
  const { values } = parseArgs({
    args,
    options: {
      base: { type: 'string' },
      config: { type: 'string' },
      member: { type: 'string', default: 'member@example.org:Passw0rd!' },
      'other-member': { type: 'string', default: 'meiling@example.org:Passw0rd!' },
      'member-giving': { type: 'string', default: '1001' },
      'guest-giving': { type: 'string', default: '1101:B123456780' },
      church: { type: 'string' },
      'notify-path': { type: 'string', default: '/gateway/merchant/notify' },
      'rate-limits': { type: 'boolean', default: false },
    },
  });
  if (!values.base) throw new Error(USAGE);
  const [guestAid = '', donorSid = ''] = values['guest-giving'].split(':');
  return {
    base: values.base,
    config: values.config,
    demo: {
      member: accountOf(values.member, '--member'),
      otherMember: accountOf(values['other-member'], '--other-member'),
      memberGiving: wholeNumber(values['member-giving'], '--member-giving'),
      guestGiving: { offeringAid: wholeNumber(guestAid, '--guest-giving'), donorSid },
      churchRewriteId: values.church,
      notifyPath: values['notify-path'],
      rateLimits: values['rate-limits'],
    },
  };
};

/** One run: the table, and whether every rule run held. */
export const conformance = async (args: string[]): Promise<{ table: string; held: boolean }> => {
  const { base, config, demo } = demoDataOf(args);
  const outcomes = await runRules(await openBackend(base, config), demo);
  return {
    table: formatOutcomes(outcomes),
    held: outcomes.every((outcome) => outcome.status !== 'broken'),
  };
};

if (require.main === module) {
  conformance(process.argv.slice(2)).then(
    ({ table, held }) => {
      console.log(table);
      process.exitCode = held ? 0 : 1;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 2;
    },
  );
}
