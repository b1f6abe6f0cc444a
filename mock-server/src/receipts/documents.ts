import {
  formatDate,
  formatMoney,
  isBusinessNumber,
  maskIdentity,
  receiptNumber,
  toRocYear,
} from '@eoffering/shared/rules';
import type { Settings } from '../core/settings';
import type { GivingRecord, PayMethod, ReceiptRecord } from '../store/collections';
import type { ReceiptContent } from './content';
import { amountInWords, rocDate } from './format';
import type { ReceiptParty } from './party';

const PAY_METHODS: Record<PayMethod, string> = {
  CREDIT: '信用卡',
  LINEPAY: 'LINE Pay',
  VACC: '銀行轉帳（虛擬帳號）',
  CASH: '現金',
};

const TABLE_HEAD = ['奉獻日期', '奉獻編號', '奉獻項目', '金額'] as const;
const TAX_NOTE = '本收據可作為申報綜合所得稅列舉扣除額之憑證。';
const THANKS = '感謝您的奉獻，願神賜福與您！';

/** An ideographic space. */
const GAP = '\u3000';

/** Receipts are in Traditional Chinese. */
export const churchOf = (settings: Settings) => ({
  name: settings.churchName['zh-TW'],
  footer: [
    `${settings.churchName['zh-TW']}${GAP}地址：${settings.office.address['zh-TW']}`,
    `電話：${settings.office.phone}${GAP}傳真：${settings.office.fax}${GAP}信箱：${settings.office.mailbox}`,
  ],
});

type Church = ReturnType<typeof churchOf>;

export interface Issue {
  original: Pick<ReceiptRecord, 'tra_receipt_aid' | 'issued_at'>;
  reprintedAt: string | null;
}

export type ReceiptMarker = 'reprint' | 'preview';

/** The receipt's own words for its marker; the file name uses them too. */
export const MARKER_TEXT: Record<ReceiptMarker, string> = { reprint: '補印', preview: '預覽' };

/** A reprint or a preview says so on its page and in its file name; `issue` null is a preview. */
export const markerOf = (issue: Issue | null): ReceiptMarker | null =>
  issue === null ? 'preview' : issue.reprintedAt ? 'reprint' : null;

const markerText = (issue: Issue | null): string | null => {
  const marker = markerOf(issue);
  return marker && MARKER_TEXT[marker];
};

/** A person's number as tax id (docs/decisions.md, receipts in one's own name) is masked. */
const taxIdField = (taxId: string): readonly [string, string] =>
  isBusinessNumber(taxId) ? ['統一編號', taxId] : ['身分證／居留證號', maskIdentity(taxId)];

const partyFields = (party: ReceiptParty): Array<readonly [string, string]> => [
  ['奉獻人', party.donorName],
  // The donor's own number is printed once, as the tax id when the receipt is in their name.
  ...(party.identity && party.identity !== party.taxId
    ? [['身分證字號', maskIdentity(party.identity)] as const]
    : []),
  ...(party.taxId ? [['收據抬頭', party.title] as const, taxIdField(party.taxId)] : []),
];

const issueFields = (issue: Issue): Array<readonly [string, string]> => [
  ['收據編號', receiptNumber(issue.original.tra_receipt_aid)],
  ['開立日期', rocDate(issue.original.issued_at)],
  ...(issue.reprintedAt ? [['補印日期', rocDate(issue.reprintedAt)] as const] : []),
];

const reprintNote = (issue: Issue): string[] =>
  issue.reprintedAt
    ? [
        `本收據為補印本，內容與原收據（編號 ${receiptNumber(issue.original.tra_receipt_aid)}）相同。`,
      ]
    : [];

const PREVIEW_NOTE = '本文件為預覽，並非正式收據，不得用於報稅。';

const singlesNote = (singles: readonly GivingRecord[]): string[] =>
  singles.length === 0
    ? []
    : [
        `下列奉獻已開立單筆收據，不列入本收據：${singles
          .map((g) => `${g.offering_aid}（收據編號 ${receiptNumber(g.if_print_flag)}）`)
          .join('、')}。`,
      ];

/** docs/api-contract.md, 'Covering the fee': its own line, so the lines add up to the amount. */
const coveredFeeLine = (giving: GivingRecord) =>
  giving.fee_amount ? [{ item_name: '代付手續費', package_amount: giving.fee_amount }] : [];

export const SINGLE_TITLE = '奉獻收據';
/** docs/api-contract.md: the fiscal year as an ROC year. */
export const annualTitle = (fiscalYear: number): string => `${toRocYear(fiscalYear)}年度奉獻收據`;

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

/** What every receipt shares: the church and the heading. */
const frame = (church: Church, heading: string) => ({
  documentTitle: `${church.name} ${heading}`,
  churchName: church.name,
  heading,
  footer: church.footer,
});

export const singleReceiptContent = (input: {
  church: Church;
  giving: GivingRecord;
  projectName: string;
  party: ReceiptParty;
  issue: Issue;
}): ReceiptContent => {
  const { church, giving, party, issue } = input;
  return {
    ...frame(church, SINGLE_TITLE),
    marker: markerText(issue),
    fields: [
      ...issueFields(issue),
      ...partyFields(party),
      ['奉獻專案', input.projectName],
      ['付款方式', PAY_METHODS[giving.pay_method]],
    ],
    table: {
      head: TABLE_HEAD,
      rows: [...giving.item_package, ...coveredFeeLine(giving)].map((line) =>
        row(giving, line.item_name, line.package_amount),
      ),
    },
    total: totalOf('合計', giving.amount),
    notes: [...reprintNote(issue), TAX_NOTE, THANKS],
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
  return {
    ...frame(church, annualTitle(fiscalYear)),
    marker: markerText(issue),
    fields: [
      ...(issue ? issueFields(issue) : [['製表日期', rocDate(input.today)] as const]),
      ['奉獻期間', `${rocDate(`${fiscalYear}-01-01`)}至${rocDate(`${fiscalYear}-12-31`)}`],
      ...partyFields(party),
    ],
    table: {
      head: TABLE_HEAD,
      rows: givings.map((giving) =>
        row(giving, giving.item_package.map((line) => line.item_name).join('、'), giving.amount),
      ),
    },
    total: totalOf(`合計 ${givings.length} 筆`, total),
    // A preview says only that it is not a receipt: no tax note that could be read as one.
    notes: issue
      ? [...reprintNote(issue), ...singlesNote(input.singles), TAX_NOTE, THANKS]
      : [PREVIEW_NOTE, ...singlesNote(input.singles)],
  };
};
