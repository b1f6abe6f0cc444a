import {
  formatDate,
  formatMoney,
  isBusinessNumber,
  maskIdentity,
  receiptNumber,
  toRocYear,
} from '@eoffering/shared/rules';
import type { Settings } from '../core/settings';
import { withValues } from '../core/texts';
import type { GivingRecord, ReceiptRecord } from '../store/collections';
import type { ReceiptParty } from './party';
import texts from './texts.json';

/** What a receipt says apart from how it is drawn: plain strings a test checks against the font. */
export interface ReceiptContent {
  documentTitle: string;
  churchName: string;
  heading: string;
  /** '補印' on reprints, '預覽' on previews. */
  marker: string | null;
  fields: Array<readonly [label: string, value: string]>;
  table: {
    head: readonly [date: string, givingNumber: string, items: string, amount: string];
    rows: Array<readonly [date: string, givingNumber: string, items: string, amount: string]>;
  };
  total: { label: string; figure: string; words: string };
  notes: string[];
  footer: string[];
}

/** Receipts are in Traditional Chinese (texts.json); only file names follow the page's language. */
const TEXT = texts['zh-TW'];
const { label: LABEL } = TEXT;

const DIGITS = ['零', '壹', '貳', '參', '肆', '伍', '陸', '柒', '捌', '玖'] as const;
const SMALL_UNITS = ['', '拾', '佰', '仟'] as const;
const LARGE_UNITS = ['', '萬', '億', '兆'] as const;

/**
 * The capital numerals of Taiwanese financial documents: 10500 -> '壹萬零伍佰'. One 零 stands for
 * any run of zeros between two non-zero digits; trailing zeros are silent.
 */
export const capitalNumerals = (value: number): string => {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 1e16) {
    throw new RangeError(`not a whole amount this format can write: ${value}`);
  }
  if (value === 0) return DIGITS[0];
  const groups: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let out = '';
  let zeroPending = false;
  for (let group = groups.length - 1; group >= 0; group -= 1) {
    const groupValue = groups[group] ?? 0;
    for (let place = 3; place >= 0; place -= 1) {
      const digit = Math.floor(groupValue / 10 ** place) % 10;
      if (digit === 0) {
        zeroPending = zeroPending || out !== '';
      } else {
        out += `${zeroPending ? DIGITS[0] : ''}${DIGITS[digit]}${SMALL_UNITS[place]}`;
        zeroPending = false;
      }
    }
    if (groupValue !== 0) out += LARGE_UNITS[group];
  }
  return out;
};

export const amountInWords = (value: number): string =>
  withValues(TEXT.amountInWords, { numerals: capitalNumerals(value) });

export const rocDate = (isoDay: string): string => {
  const [year = 0, month = 0, day = 0] = isoDay.slice(0, 10).split('-').map(Number);
  return withValues(TEXT.date, { year: toRocYear(year), month, day });
};

export const churchOf = ({ churchName, office }: Settings) => {
  const [name, address] = [churchName['zh-TW'], office.address['zh-TW']];
  const { phone, fax, mailbox } = office;
  return {
    name,
    footer: [
      withValues(TEXT.footerAddress, { church: name, address }),
      withValues(TEXT.footerContact, { phone, fax, mailbox }),
    ],
  };
};

type Church = ReturnType<typeof churchOf>;

export interface Issue {
  original: Pick<ReceiptRecord, 'tra_receipt_aid' | 'issued_at'>;
  reprintedAt: string | null;
}

export type ReceiptMarker = keyof typeof TEXT.marker;

/** A reprint or a preview says so on its page and in its file name; `issue` null is a preview. */
export const markerOf = (issue: Issue | null): ReceiptMarker | null =>
  issue === null ? 'preview' : issue.reprintedAt ? 'reprint' : null;

/** A person's number as tax id (docs/decisions.md, receipts in one's own name) is masked. */
const taxIdField = (taxId: string): readonly [string, string] =>
  isBusinessNumber(taxId) ? [LABEL.businessTaxId, taxId] : [LABEL.personTaxId, maskIdentity(taxId)];

const partyFields = (party: ReceiptParty): Array<readonly [string, string]> => [
  [LABEL.donor, party.donorName],
  // The donor's own number is printed once, as the tax id when the receipt is in their name.
  ...(party.identity && party.identity !== party.taxId
    ? [[LABEL.identity, maskIdentity(party.identity)] as const]
    : []),
  ...(party.taxId ? [[LABEL.title, party.title] as const, taxIdField(party.taxId)] : []),
];

const issueFields = (issue: Issue): Array<readonly [string, string]> => [
  [LABEL.receiptNumber, receiptNumber(issue.original.tra_receipt_aid)],
  [LABEL.issuedOn, rocDate(issue.original.issued_at)],
  ...(issue.reprintedAt ? [[LABEL.reprintedOn, rocDate(issue.reprintedAt)] as const] : []),
];

const reprintNote = (issue: Issue): string[] =>
  issue.reprintedAt
    ? [withValues(TEXT.reprintNote, { number: receiptNumber(issue.original.tra_receipt_aid) })]
    : [];

const singleItem = (g: GivingRecord): string =>
  withValues(TEXT.singlesItem, { giving: g.offering_aid, number: receiptNumber(g.if_print_flag) });

const singlesNote = (singles: readonly GivingRecord[]): string[] =>
  singles.length === 0
    ? []
    : [withValues(TEXT.singlesNote, { list: singles.map(singleItem).join(TEXT.listSeparator) })];

/** docs/api-contract.md, 'Covering the fee': its own line, so the lines add up to the amount. */
const coveredFeeLine = (giving: GivingRecord) =>
  giving.fee_amount ? [{ item_name: TEXT.coveredFee, package_amount: giving.fee_amount }] : [];

const HEAD = TEXT.tableHead;
const TABLE_HEAD = [HEAD.date, HEAD.givingNumber, HEAD.items, HEAD.amount] as const;

const row = (giving: GivingRecord, items: string, amount: number) =>
  [
    formatDate(giving.offering_build_datetime),
    String(giving.offering_aid),
    items,
    formatMoney(amount),
  ] as const;

const totalOf = (label: string, amount: number): ReceiptContent['total'] => ({
  label,
  figure: formatMoney(amount),
  words: amountInWords(amount),
});

/** What every receipt shares: the church, the heading and a reprint's or preview's marker. */
const frame = (church: Church, heading: string, issue: Issue | null) => {
  const marker = markerOf(issue);
  return {
    documentTitle: `${church.name} ${heading}`,
    churchName: church.name,
    heading,
    marker: marker && TEXT.marker[marker],
    footer: church.footer,
  };
};

export const singleReceiptContent = (input: {
  church: Church;
  giving: GivingRecord;
  projectName: string;
  party: ReceiptParty;
  issue: Issue;
}): ReceiptContent => {
  const { church, giving, party, issue } = input;
  return {
    ...frame(church, TEXT.single, issue),
    fields: [
      ...issueFields(issue),
      ...partyFields(party),
      [LABEL.project, input.projectName],
      [LABEL.payMethod, TEXT.payMethod[giving.pay_method]],
    ],
    table: {
      head: TABLE_HEAD,
      rows: [...giving.item_package, ...coveredFeeLine(giving)].map((line) =>
        row(giving, line.item_name, line.package_amount),
      ),
    },
    total: totalOf(TEXT.total, giving.amount),
    notes: [...reprintNote(issue), TEXT.taxNote, TEXT.thanks],
  };
};

/** `issue` is null for a preview. */
export const annualReceiptContent = (input: {
  church: Church;
  fiscalYear: number;
  party: ReceiptParty;
  givings: readonly GivingRecord[];
  /** The year's givings under the title that have their own single receipt. */
  singles: readonly GivingRecord[];
  issue: Issue | null;
  today: string;
}): ReceiptContent => {
  const { church, fiscalYear, party, givings, issue } = input;
  const total = givings.reduce((sum, giving) => sum + giving.amount, 0);
  const period = { from: rocDate(`${fiscalYear}-01-01`), to: rocDate(`${fiscalYear}-12-31`) };
  return {
    // docs/api-contract.md: the fiscal year as an ROC year.
    ...frame(church, withValues(TEXT.annual, { year: toRocYear(fiscalYear) }), issue),
    fields: [
      ...(issue ? issueFields(issue) : [[LABEL.madeOn, rocDate(input.today)] as const]),
      [LABEL.period, withValues(TEXT.period, period)],
      ...partyFields(party),
    ],
    table: {
      head: TABLE_HEAD,
      rows: givings.map((giving) => {
        const items = giving.item_package.map((line) => line.item_name);
        return row(giving, items.join(TEXT.listSeparator), giving.amount);
      }),
    },
    total: totalOf(withValues(TEXT.annualTotal, { count: givings.length }), total),
    // A preview says only that it is not a receipt: no tax note that could be read as one.
    notes: issue
      ? [...reprintNote(issue), ...singlesNote(input.singles), TEXT.taxNote, TEXT.thanks]
      : [TEXT.previewNote, ...singlesNote(input.singles)],
  };
};
