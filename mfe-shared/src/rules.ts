// `@eoffering/shared/rules`: pure validators, formatters and the rules of docs/screens/giving.md computed
// from values alone. Not the federation singleton (the preset shares only the bare
// `@eoffering/shared` key): each app bundles this entry and keeps only what it imports, so none of
// it weighs on a first visit that does not use it (docs/architecture.md). Nothing here holds state
// or reaches i18n, the session or the API; what does lives in `@eoffering/shared`.
export {
  FREQUENCIES,
  appendDigit,
  fitsCardLabel,
  isBusinessNumber,
  isEmail,
  isFrequency,
  isIdentityNumber,
  isPaymentDay,
  isPhone,
  isTaxId,
  normalizeAmountText,
  normalizeIdentity,
  normalizePhone,
  parseAmountText,
  parseWholeNumber,
  validateAmount,
  validateCardLabel,
  validateEmail,
  validateIdentity,
  validateLength,
  validatePeriods,
  validatePhone,
  validateReceiptTitle,
  validateRequired,
  validateTaxId,
} from './rules/validation/rules';
export type { AmountLimits, Frequency, Invalid, Validation } from './rules/validation/rules';
export { toHalfWidth } from './rules/validation/half-width';
export { characterCount } from './rules/validation/character-count';
export { isSafeReturnPath } from './rules/validation/return-path';
export { sha256Hex } from './rules/format/sha256';
export { holdsShape } from './rules/validation/json-shape';
export type { CheckOf, Shape } from './rules/validation/json-shape';
export { formatMoney, formatWhole } from './rules/format/money';
export {
  ROC_OFFSET,
  formatDate,
  formatDateTime,
  formatYearMonth,
  toIsoDate,
  toRocYear,
  toYearMonthNumber,
} from './rules/format/dates';
export { maskIdentity } from './rules/format/mask-identity';
export { nameIn } from './rules/format/backend-name';
export { backendTextIn, knownBackendText } from './rules/format/backend-text';
export type {
  KnownBackendText,
  TranslateBackend,
  UnknownBackendText,
} from './rules/format/backend-text';
export type { Named, NamedField } from './rules/format/backend-name';
export { receiptNumber } from './rules/format/receipt-number';
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
} from './rules/order/recurring-schedule';
export type { RecurringPlanDates } from './rules/order/recurring-schedule';
export {
  PAUSE_MONTHS_MAX,
  PLAN_CHANGES,
  cardCoversPlan,
  changeWindow,
  endInMonth,
  lastDebitFrom,
  nextAfterPause,
  nextAfterResume,
  nextAfterSkip,
  nextWithPaymentDay,
  pauseMonths,
  shiftDay,
} from './rules/order/plan-change';
export type { ChangeWindow, PlanChange, PlanCourse, PlanEnd } from './rules/order/plan-change';
export {
  addDays,
  addTaipeiDays,
  fromTaipei,
  onTaipeiClock,
  taipeiDate,
  taipeiDateTime,
  taipeiToday,
} from './rules/format/taipei-date';
export {
  amountError,
  lineOf,
  rowsFromLines,
  setRowAmount,
  tickRow,
  tickedLines,
  tickedTotal,
} from './rules/order/item-amounts';
export type { ItemAmountRow } from './rules/order/item-amounts';
export { checkItemEdit, editBlock, editOffers, itemEditRows } from './rules/order/item-edit';
export { coverFeeOf, itemsTotalOf } from './rules/order/cover-fee';
export type { EditBlock, ItemEditCheck, ItemEditProblem } from './rules/order/item-edit';
export { isPaginationShown, pageCount, pageGroup, pageSlice } from './rules/pagination-model';
export type { PageGroup } from './rules/pagination-model';
export {
  GIVING_STATUS,
  RECURRING_STATUS,
  givingStatusView,
  recurringStatusView,
} from './rules/status/giving-status';
export type { StatusTone, StatusView } from './rules/status/giving-status';
export * from './rules/constants/business';
export {
  PLEDGE_AMOUNT_MAX,
  PLEDGE_MONTHS_MAX,
  campaignTime,
  goalPercentage,
  pledgeLeft,
  pledgeMonthly,
} from './rules/campaign/campaign';
export type { CampaignTime } from './rules/campaign/campaign';
