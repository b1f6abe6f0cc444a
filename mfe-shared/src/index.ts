// Runtime API of @eoffering/shared: one module per concern; append a line per module.
// Design tokens: the one global stylesheet, loaded with the library (package.json sideEffects keeps it).
import './ui/tokens.css';

export { bus, EventBus } from './bus/event-bus';
export type { BusEvent, BusEventType, EventOf, SessionClaims, DialogTone } from './bus/events';
export { ACTION_RC, CALLS, PURPOSES, successRc } from './contract/catalogue';
export type { ActionType, Audience, Purpose, Reply } from './contract/catalogue';
export { ERROR_RC } from './contract/envelope';
export type { Envelope, ErrorResult } from './contract/envelope';
export type { RemoteLocation, RuntimeConfig } from './config/runtime-config';
export { APP_BASE_PATH } from './config/app-base-path';
export { ConfigError, parseConfig } from './config/parse-config';
export { DEFAULT_CONFIG_URL, getConfig, loadConfig, setConfig } from './config/config-store';
export { DEFAULT_LANGUAGE, LANGUAGES, detectLanguage, isLanguage } from './i18n/languages';
export type { Language } from './i18n/languages';
export {
  COMMON_NS,
  currentLanguage,
  i18n,
  initI18n,
  registerStrings,
  setLanguage,
} from './i18n/i18n';
export type { LocaleBundle, Strings } from './i18n/i18n';
export { ApiError, asApiError, isApiError, isBusinessRefusal } from './api/api-error';
export type { ApiErrorKind } from './api/api-error';
export { apiUrl, callApi } from './api/call-api';
export { downloadFile, fileNameFromDisposition } from './api/download-file';
export type { DownloadOptions } from './api/download-file';
export type { CallOptions } from './api/to-api-error';
export { showAlert } from './api/alert';
export { http } from './api/http-client';
export { APP_HOME_URL, pageNavigation, setPageNavigation } from './navigation/page-navigation';
export type { PageNavigation } from './navigation/page-navigation';
export { session, Session } from './session/session';
export { useSession } from './session/use-session';
export type { SessionView } from './session/use-session';
export { RequireMember } from './session/require-member';
export {
  PRE_LOCATION_KEY,
  goToMainSiteLogin,
  isSafeReturnPath,
  savePreLocation,
  takeSafeReturnPath,
} from './session/return-path';
export { sha256Hex } from './session/sha256';
export * from './session/session-timing';
export { ROUTES, orderRoute } from './routes/route-table';
export type {
  AppRoute,
  RouteAccess,
  RouteName,
  RouteOwner,
  RouteParams,
} from './routes/route-table';
export { EXPOSED } from './federation/remote-modules';
export type {
  EmbedOptions,
  RemoteEmbedModule,
  RemoteRoutesModule,
} from './federation/remote-modules';
export { REMOTE_SEGMENTS, remoteForPath } from './federation/remote-routes';
export type { RemoteKey } from './federation/remote-routes';
export { Button, buttonClassName } from './ui/button';
export type { ButtonProps, ButtonVariant } from './ui/button';
export { Dialog } from './ui/dialog';
export type { DialogProps } from './ui/dialog';
export { ConfirmDialog } from './ui/confirm-dialog';
export type { ConfirmDialogProps } from './ui/confirm-dialog';
export { useFocusTrap, focusableIn } from './ui/focus-trap';
export { ToastRegion, toast } from './ui/toast-region';
export { LoadingArea, PageLoading, Skeleton } from './ui/skeleton';
export type { SkeletonProps } from './ui/skeleton';
export { Stepper, stepState } from './ui/stepper';
export type { StepState, StepperProps } from './ui/stepper';
export { Pagination } from './ui/pagination';
export type { PaginationProps } from './ui/pagination';
export { isPaginationShown, pageCount, pageGroup, pageSlice } from './ui/pagination-model';
export type { PageGroup } from './ui/pagination-model';
export { AmountDisplay } from './ui/amount-display';
export { NotFound } from './ui/not-found';
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
export { formatRocYear } from './format/roc-year';
export {
  FREQUENCIES,
  IDENTITY_PATTERN,
  appendDigit,
  isFrequency,
  isIdentityNumber,
  isPaymentDay,
  isTaxId,
  normalizeIdentity,
  validateAmount,
  validateCardLabel,
  validateIdentity,
  validatePeriods,
  validateRequired,
  validateTaxId,
} from './validation/rules';
export type { AmountLimits, Frequency, Invalid, Validation } from './validation/rules';
export {
  ORDER_KEY,
  ORDER_VIEWS,
  emptyOrderDraft,
  orderTotal,
  parseOrderDraft,
  startGivingTarget,
} from './order/order-draft';
export type { OrderDraft, OrderView, PaymentAttempt } from './order/order-draft';
export { OrderStore, orderDraft, useOrderDraft } from './order/order-store';
export { cardLinkReturnPath, rememberCardLinkView } from './order/card-link-view';
export type { CardLinkView } from './order/card-link-view';
export { endPaymentAttempt, paymentAttemptKey } from './order/payment-attempt';
export {
  addMonths,
  defaultPaymentDay,
  endYearMonth,
  firstDebitDate,
  recurringPlanDates,
  taipeiToday,
} from './order/recurring-dates';
export type { RecurringPlanDates } from './order/recurring-dates';
export { useApiResult } from './api/use-api-result';
export { prefetchApi } from './api/prefetch';
export type {
  ApiResult,
  ApiResultOptions,
  ApiResultState,
  OptionalApiResultState,
} from './api/use-api-result';
export { maskIdentity } from './format/mask-identity';
export { LanguageToggle } from './ui/language-toggle';
export { startHarness } from './harness/start-harness';
export type { HarnessLink } from './harness/harness-layout';
export type { HarnessOptions } from './harness/run-harness';
export { lazyPage } from './navigation/lazy-page';
export { PageSection } from './ui/page-section';
export type { PageSectionProps } from './ui/page-section';
export { TabNav } from './ui/tab-nav';
export type { TabNavItem, TabNavProps } from './ui/tab-nav';
// Routing and the translation hook: react-router and react-i18next live inside this singleton
// (one router, one i18n binding in the page; only what is re-exported ships). MemoryRouter is for
// tests: `@eoffering/shared/testing`.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './routing/routing';
export type { LinkProps, Location, NavLinkProps, NavigateFunction, To } from './routing/routing';
export { useTranslation } from './i18n/use-translation';
export { ReceiptPrintButton } from './receipts/receipt-print-button';
export type { ReceiptPrintButtonProps } from './receipts/receipt-print-button';
export { printCall, printState } from './receipts/receipt-print';
export type { PrintCall, PrintState, ReceiptToPrint } from './receipts/receipt-print';
export {
  ReceiptInfoForm,
  TitleTaxIdFields,
  receiptInfoOf,
  validateReceiptInfo,
} from './receipts/receipt-info-form';
export type {
  ReceiptInfoFormProps,
  ReceiptInfoValues,
  TitleTaxIdFieldsProps,
} from './receipts/receipt-info-form';
export * from './constants/business';
export { useApiAction } from './api/use-api-action';
export type { ApiAction } from './api/use-api-action';
export { pollResult, usePolledResult } from './api/poll-result';
export type { PollOptions, PollOutcome, PolledResult, PolledResultState } from './api/poll-result';
export { planHandOff, performHandOff } from './payment/payment-hand-off';
export type {
  HandOffPlan,
  HandOffPolicy,
  HandOffRefusal,
  PaymentAnswer,
} from './payment/payment-hand-off';
export { useFormState } from './form/use-form-state';
export type { FieldBinding, FormState, FormValidation } from './form/use-form-state';
export { FormField } from './ui/form-field';
export type { FieldControlProps, FormFieldProps } from './ui/form-field';
export { alert, confirm } from './bus/confirm';
export type { ConfirmRequest } from './bus/confirm';
export { CopyButton, copyText } from './ui/copy-button';
export type { CopyButtonProps } from './ui/copy-button';
export {
  GIVING_STATUS,
  RECURRING_STATUS,
  givingStatusView,
  recurringStatusView,
} from './status/giving-status';
export type { StatusTone, StatusView } from './status/giving-status';
export { StatusBadge } from './ui/status-badge';
export { IdentityDialog } from './identity/identity-dialog';
export type { IdentityDialogProps } from './identity/identity-dialog';
