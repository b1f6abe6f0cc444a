import { emptyOrderDraft, orderTotal, type OrderDraft } from '@eoffering/shared';
import { type FormValidation } from '@eoffering/shared/flows';
import {
  FREQUENCIES,
  PAYMENT_DAY_MAX,
  PAYMENT_DAY_MIN,
  defaultPaymentDay,
  recurringPlanDates,
  taipeiIsoToday,
  validatePeriods,
  validateReceiptTitle,
  validateRequired,
  validateTaxId,
  type Frequency,
  type RecurringPlanDates,
  type Validation,
  amountError,
  rowsFromLines,
  tickedLines,
  tickedTotal,
  type ItemAmountRow,
} from '@eoffering/shared/rules';
import type {
  InvoiceTitle,
  ItemPackageLine,
  ProjectItem,
  RequestOf,
} from '@eoffering/shared/contract';
import { ANONYMOUS_TITLE_AID } from '../../components/order-info/order-info';

/** docs/screens/giving.md, receipt choice: anonymous (-1) or with a title; '' until chosen. */
export type RecurringReceipt = '' | 'anonymous' | 'title';

/** The select's value for a title typed here rather than picked from the saved ones (aid 0). */
export const OTHER_TITLE = '0';

export interface RecurringValues extends Record<string, unknown> {
  frequency: Frequency;
  payment_date: number;
  periods: string;
  items: ItemAmountRow[];
  need_receipt: RecurringReceipt;
  /** A saved title's aid, or OTHER_TITLE for a typed one. */
  title_aid: string;
  invoice_title: string;
  invoice_tax_id: string;
}

/** docs/screens/giving.md: the payment days a member can choose, 1 to 28. */
export const PAYMENT_DAYS: readonly number[] = Array.from(
  { length: PAYMENT_DAY_MAX - PAYMENT_DAY_MIN + 1 },
  (_, index) => PAYMENT_DAY_MIN + index,
);

export { FREQUENCIES };

/** docs/api-contract.md: the member's enabled saved titles (disable 2 marks the synthetic anonymous and not-set entries). */
export const savedTitles = (titles: readonly InvoiceTitle[]): InvoiceTitle[] =>
  titles.filter((title) => title.disable === 0 && title.invoice_title_aid > 0);

/**
 * What the setup starts with: every month, the default payment day (docs/screens/giving.md: tomorrow, within
 * 1..28), no periods, the recurring items unticked (or as a recurring draft of this project left
 * them, when the member came Back from the payment step), the saved-title list prefilled with its
 * first entry (docs/screens/giving.md, receipt choice).
 */
export const initialRecurring = (
  items: readonly ProjectItem[],
  titles: readonly InvoiceTitle[],
  draft: OrderDraft,
  projectAid: number,
  today: string = taipeiIsoToday(),
): RecurringValues => {
  const saved = draft.project_aid === projectAid && draft.if_ach === 1 ? draft.item_package : [];
  const first = savedTitles(titles)[0];
  return {
    frequency: 1,
    payment_date: defaultPaymentDay(today),
    periods: '',
    items: rowsFromLines(items, saved),
    need_receipt: '',
    title_aid: first ? String(first.invoice_title_aid) : OTHER_TITLE,
    invoice_title: '',
    invoice_tax_id: '',
  };
};

/** The periods as a number when they pass docs/screens/giving.md's rule, else null (no end can be shown yet). */
export const validPeriods = (periods: string): number | null =>
  validatePeriods(periods) === null ? Number(periods) : null;

/** The plan as the page shows it while the member types (docs/screens/giving.md, recurring). */
export interface PlanPreview {
  /** `YYYY-MM-DD`: it depends on the payment day alone, so it always shows. */
  firstDate: string;
  /** The last debit, the number of debits and the total over the plan, once the periods are valid. */
  schedule: { lastDate: string; debits: number; total: number } | null;
}

/**
 * docs/screens/giving.md: the first debit date always, and once the periods are valid the last debit, the
 * number of debits and what the plan gives in all (the amount per debit times the debits).
 */
export const planPreview = (
  values: Pick<RecurringValues, 'frequency' | 'payment_date' | 'periods' | 'items'>,
  today: string = taipeiIsoToday(),
): PlanPreview => {
  const periods = validPeriods(values.periods);
  const dates = recurringPlanDates(values.payment_date, values.frequency, periods ?? 1, today);
  return {
    firstDate: dates.firstDate,
    schedule:
      periods === null
        ? null
        : { lastDate: dates.lastDate, debits: periods, total: tickedTotal(values.items) * periods },
  };
};

/**
 * The draft of a recurring setup under way: its project and items, so a reload finds them
 * (docs/screens/giving.md, the order draft); the plan itself is made on submit.
 */
export const recurringItemsDraft = (projectAid: number, lines: ItemPackageLine[]): OrderDraft => ({
  ...emptyOrderDraft(),
  project_aid: projectAid,
  view: 'recurring_records',
  if_ach: 1,
  item_package: lines,
  amount: orderTotal(lines),
});

const CHOOSE_ITEM: Validation = { key: 'giving:recurring.chooseItem' };

/**
 * docs/screens/giving.md, recurring: periods required, 2 to 100, each with its message; at least one item, each
 * ticked one within its limits; a receipt choice, and with a typed title both title and tax id.
 */
export const recurringRules = (values: RecurringValues): FormValidation<RecurringValues> => {
  const ticked = values.items.filter((row) => row.ticked);
  const typedTitle = values.need_receipt === 'title' && values.title_aid === OTHER_TITLE;
  return {
    periods: validatePeriods(values.periods),
    items:
      ticked.length === 0
        ? CHOOSE_ITEM
        : (ticked.map(amountError).find((error) => error !== null) ?? null),
    need_receipt: validateRequired(values.need_receipt, 'selectReceiptInfo'),
    invoice_title: typedTitle ? validateReceiptTitle(values.invoice_title) : null,
    invoice_tax_id: typedTitle ? validateTaxId(values.invoice_tax_id) : null,
  };
};

type ReceiptFields = Pick<
  RequestOf<'ach_setting_handle1'>,
  'invoice_title_aid' | 'invoice_title' | 'invoice_tax_id'
>;

/**
 * docs/screens/giving.md, receipt choice: anonymous is -1 without title or tax id; a saved title is sent as it is
 * saved; a typed title takes the aid of the enabled saved title with exactly that pair, or 0.
 */
export const receiptFields = (
  values: RecurringValues,
  titles: readonly InvoiceTitle[],
): ReceiptFields => {
  if (values.need_receipt === 'anonymous') {
    return { invoice_title_aid: ANONYMOUS_TITLE_AID, invoice_title: '', invoice_tax_id: '' };
  }
  const enabled = savedTitles(titles);
  const picked = enabled.find((title) => String(title.invoice_title_aid) === values.title_aid);
  if (picked) {
    return {
      invoice_title_aid: picked.invoice_title_aid,
      invoice_title: picked.invoice_title,
      invoice_tax_id: picked.invoice_tax_id,
    };
  }
  const title = values.invoice_title.trim();
  const taxId = values.invoice_tax_id.trim();
  const match = enabled.find(
    (saved) => saved.invoice_title === title && saved.invoice_tax_id === taxId,
  );
  return {
    invoice_title_aid: match?.invoice_title_aid ?? 0,
    invoice_title: title,
    invoice_tax_id: taxId,
  };
};

/** docs/api-contract.md: the recurring setting request; the dates come from docs/screens/giving.md's arithmetic. */
export const settingRequest = (
  values: RecurringValues,
  titles: readonly InvoiceTitle[],
  dates: RecurringPlanDates,
): RequestOf<'ach_setting_handle1'> => ({
  item_package: tickedLines(values.items),
  currency: 'TWD',
  frequency: values.frequency,
  payment_date: values.payment_date,
  stop_pay_date: dates.stopPayDate,
  ...receiptFields(values, titles),
});

/**
 * docs/screens/giving.md, recurring flow: the draft the payment step reads: this project's plan (if_ach 1,
 * ach_aid, next_date) with its items, view recurring_records, nothing of an earlier order.
 */
export const recurringDraft = (
  projectAid: number,
  achAid: number,
  lines: ItemPackageLine[],
  dates: RecurringPlanDates,
): OrderDraft => ({
  ...emptyOrderDraft(),
  project_aid: projectAid,
  view: 'recurring_records',
  if_ach: 1,
  ach_aid: achAid,
  next_date: dates.firstDate,
  item_package: lines,
  amount: orderTotal(lines),
});
