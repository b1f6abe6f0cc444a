// Runtime API of @eoffering/shared, the federation singleton: capabilities the shell and the
// remotes share one instance of (one session, API client, bus, i18n instance and router in the
// page). Its plumbing (HTTP client, token store, event-bus class, order store class, config
// parsing) stays inside. It ships whole on a first visit, so what needs no shared state lives
// elsewhere, bundled and tree-shaken by each app (docs/architecture.md): validators, formatters and
// docs/screens/giving.md's numbers in `@eoffering/shared/rules`, the flows' building blocks (forms, polling, the
// payment hand-off, receipts) in `@eoffering/shared/flows`. Add a name here only when an app needs it.
// Design tokens: the one global stylesheet, loaded with the library (package.json sideEffects keeps it).
import './ui/tokens.css';

// Session: state, sign-in preparation and the return path after the main site's login (docs/api-contract.md).
export { session } from './session/session';
export { useSession } from './session/use-session';
export type { SessionView } from './session/use-session';
export { RequireMember } from './session/require-member';
export { PRE_LOCATION_KEY, goToMainSiteLogin } from './session/return-path';

// API: the calls of docs/api-contract.md, their results and refusals, files.
export { successRc } from './contract/catalogue';
export { ERROR_RC } from './contract/envelope';
export type { Envelope } from './contract/envelope';
export { ApiError, asApiError, isApiError, isBusinessRefusal } from './api/api-error';
export { downloadFile } from './api/download-file';
export type { ApiErrorKind } from './api/api-error';
export { apiUrl, callApi } from './api/call-api';
export type { CallOptions } from './api/to-api-error';
export { useApiResult } from './api/use-api-result';
export type {
  ApiResult,
  ApiResultOptions,
  ApiResultState,
  OptionalApiResultState,
} from './api/use-api-result';
export { prefetchApi } from './api/prefetch';
export { preloadHttpClient } from './api/transport/load-http';

// Bus: the page's events, and the dialogs and toasts the shell shows for any app.
export { bus } from './bus/event-bus';
export type { BusEvent, BusEventType, EventOf, SessionClaims, DialogTone } from './bus/events';
export { alert, confirm } from './bus/confirm';
export type { ConfirmRequest } from './bus/confirm';

// i18n: the one instance, each package's namespace, the language.
export { detectLanguage, isLanguage } from './i18n/languages';
export { inPageLanguage } from './i18n/language-link';
export type { Language } from './i18n/languages';
export {
  COMMON_NS,
  currentLanguage,
  i18n,
  initI18n,
  loadLanguage,
  registerStrings,
  setLanguage,
} from './i18n/i18n';
export type { LocaleBundle, LocaleSources, Strings, StringsLoader } from './i18n/i18n';
export { useTranslation } from './i18n/use-translation';
export { useBackendName } from './i18n/use-backend-name';
export { formatRocYear } from './i18n/roc-year';

// Runtime configuration (docs/architecture.md): every address comes from config.json.
export type { RemoteLocation, RuntimeConfig } from './config/runtime-config';
export { pledgesOffered } from './config/runtime-config';
export { APP_BASE_PATH } from './config/app-base-path';
export { DEFAULT_CONFIG_URL, getConfig, loadConfig, setConfig } from './config/config-store';

// Routes and routing: the route table, react-router through this one door, full-page moves.
export { PLEDGE_FORM_PARAM, ROUTES, orderRoute, pledgeFormPath } from './routes/route-table';
export type {
  AppRoute,
  RouteAccess,
  RouteName,
  RouteOwner,
  RouteParams,
} from './routes/route-table';
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './routes/routing';
export type { LinkProps, Location, NavLinkProps, NavigateFunction, To } from './routes/routing';
export { pageNavigation, setPageNavigation } from './navigation/page-navigation';
export type { PageNavigation } from './navigation/page-navigation';
export { lazyPage } from './navigation/lazy-page';

// Remote mounting: what a remote exposes and which remote owns a path.
export { EXPOSED } from './federation/remote-modules';
export type {
  EmbedOptions,
  RemoteEmbedModule,
  RemoteRoutesModule,
} from './federation/remote-modules';
export { remoteForPath } from './federation/remote-routes';
export type { RemoteKey } from './federation/remote-routes';

// Order: the giving draft shared across the order routes, the payment attempt, card binding.
export {
  ORDER_KEY,
  ORDER_VIEWS,
  emptyOrderDraft,
  orderTotal,
  parseOrderDraft,
  startGivingTarget,
} from './order/order-draft';
export type { OrderDraft, OrderView, PaymentAttempt } from './order/order-draft';
export { orderDraft, useOrderDraft } from './order/order-store';
export { endPaymentAttempt } from './order/payment-attempt';

// UI kit.
export { Button, buttonClassName } from './ui/button';
export type { ButtonProps, ButtonVariant } from './ui/button';
export { Dialog } from './ui/dialog';
export type { DialogProps } from './ui/dialog';
export { ConfirmDialog } from './ui/confirm-dialog';
export type { ConfirmDialogProps } from './ui/confirm-dialog';
export { DialogHost } from './ui/dialog-host';
export type { DialogHostProps } from './ui/dialog-host';
export { useFocusTrap } from './ui/focus-trap';
export { ToastRegion, toast } from './ui/toast-region';
export { LoadingArea, PageLoading, Skeleton } from './ui/skeleton';
export type { SkeletonProps } from './ui/skeleton';
export { NotFound } from './ui/not-found';
export { LanguageToggle } from './ui/language-toggle';
export { PageSection } from './ui/page-section';
export { visuallyHiddenClassName } from './ui/visually-hidden';
export type { PageSectionProps } from './ui/page-section';

// A remote's standalone harness (its own chunk, fetched only when called).
export { startHarness } from './harness/start-harness';
export type { HarnessLink } from './harness/harness-layout';
export type { HarnessOptions } from './harness/run-harness';
