// `@eoffering/shared/rules`: pure validators, formatters and the rules of docs/screens/giving.md computed
// from values alone. Not the federation singleton (the preset shares only the bare
// `@eoffering/shared` key): each app bundles this entry and keeps only what it imports, so none of
// it weighs on a first visit that does not use it (docs/architecture.md). Nothing here holds state
// or reaches i18n, the session or the API; what does lives in `@eoffering/shared`.
export {
  FREQUENCIES,
  appendDigit,
  isBusinessNumber,
  isEmail,
  isFrequency,
  isIdentityNumber,
  isPaymentDay,
  isPhone,
  isTaxId,
  normalizeAmountText,
  normalizeIdentity,
  parseAmountText,
  validateAmount,
  validateCardLabel,
  validateEmail,
  validateIdentity,
  validatePeriods,
  validatePhone,
  validateRequired,
  validateTaxId,
} from './validation/rules';
export type { AmountLimits, Frequency, Invalid, Validation } from './validation/rules';
export { formatMoney, formatWhole } from './format/money';
export {
  ROC_OFFSET,
  formatDate,
  formatDateTime,
  formatYearMonth,
  toIsoDate,
  toRocYear,
  toYearMonthNumber,
} from './format/dates';
export { maskIdentity } from './format/mask-identity';
export { nameIn } from './format/backend-name';
export { backendTextIn, knownBackendText } from './format/backend-text';
export type { KnownBackendText, TranslateBackend, UnknownBackendText } from './format/backend-text';
export type { Named, NamedField } from './format/backend-name';
export { receiptNumber } from './format/receipt-number';
export {
  addMonths,
  addMonthsToMonth,
  cardValidOn,
  defaultPaymentDay,
  endAtCardExpiry,
  firstDebitDate,
  isYearMonth,
  lastDebitDate,
  lastDebitMonth,
  monthOf,
  monthsBetween,
  needsAdjustment,
  perPeriodTotal,
  periodsUntil,
  recurringPlanDates,
  taipeiIsoToday,
} from './order/recurring-schedule';
export type { RecurringPlanDates } from './order/recurring-schedule';
export { addDays, taipeiToday } from './format/taipei-date';
export {
  amountError,
  lineOf,
  rowsFromLines,
  setRowAmount,
  tickRow,
  tickedLines,
  tickedTotal,
} from './order/item-amounts';
export type { ItemAmountRow } from './order/item-amounts';
export { checkItemEdit, editOffers, itemEditRows } from './order/item-edit';
export type { ItemEditCheck, ItemEditProblem } from './order/item-edit';
export { isPaginationShown, pageCount, pageGroup, pageSlice } from './ui/pagination-model';
export type { PageGroup } from './ui/pagination-model';
export {
  GIVING_STATUS,
  RECURRING_STATUS,
  givingStatusView,
  recurringStatusView,
} from './status/giving-status';
export type { StatusTone, StatusView } from './status/giving-status';
export * from './constants/business';
