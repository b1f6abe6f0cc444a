/**
 * Every route of the app (docs/screens/giving.md route table), written once. Patterns are relative to the base path
 * (`/eoffering`, docs/screens/shell.md) in react-router syntax; `build` fills them in. No other module writes a
 * route string: the shell's menu, both remotes' `<Routes>` and links, the widget, the order draft
 * and the mock server's return URLs all come from here. Pure data, no React, so the mock server
 * imports it too (`@eoffering/shared/routes`).
 */

/** The default base path, re-exported here so the mock server reads it without the UI library. */
export { APP_BASE_PATH } from '../config/app-base-path';

/** Who renders a route: the shell itself or one of the remotes (docs/architecture.md). */
export type RouteOwner = 'shell' | 'giving' | 'memberCenter';
/** docs/screens/giving.md 'Access' column: members-only routes send a guest to the main site's login. */
export type RouteAccess = 'public' | 'member';

type SegmentsOf<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? Head | SegmentsOf<Tail>
  : P;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalName<S> = S extends `:${infer Name}?` ? Name : never;

/** The parameters a pattern takes: `:name` required, `:name?` optional. */
export type RouteParams<P extends string> = {
  [K in RequiredName<SegmentsOf<P>>]: string | number;
} & { [K in OptionalName<SegmentsOf<P>>]?: string | number };

export interface AppRoute<P extends string = string> {
  /** Absolute within the app, e.g. `/order/express/:projectAid?`. */
  readonly pattern: P;
  /** The same without the leading slash, for a `<Route path>` under a remote's root. */
  readonly relative: string;
  readonly owner: RouteOwner;
  readonly access: RouteAccess;
  /** The path with its parameters filled in, each encoded as one URL segment. */
  build(params: RouteParams<P>): string;
}

const fill = (pattern: string, params: Record<string, string | number | undefined>): string => {
  const segments = pattern.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`route ${pattern}: missing parameter ${name}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return segments.join('/') || '/';
};

const route = <P extends string>(
  pattern: P,
  owner: RouteOwner,
  access: RouteAccess = 'public',
): AppRoute<P> => ({
  pattern,
  relative: pattern.slice(1),
  owner,
  access,
  build: (params) => fill(pattern, params as Record<string, string | number | undefined>),
});

/** docs/screens/giving.md route table, in its order. */
export const ROUTES = {
  home: route('/', 'giving'),
  projectDetail: route('/project_detail/:projectAid', 'giving'),
  expressGiving: route('/order/express/:projectAid?', 'giving'),
  normalGiving: route('/order/normal/:projectAid?', 'giving'),
  recurringSetup: route('/order/recurring_records/:projectAid?', 'giving', 'member'),
  paymentMethods: route('/order/payment_methods', 'giving'),
  transferInfo: route('/order/payment/vacc/:orderInfoAid', 'giving'),
  givingResult: route('/order/result/:offeringAid', 'giving'),
  givingResultError: route('/order/result_error/:errorMsg', 'giving'),
  receiptForm: route('/order/receipt_form/:offeringAid', 'giving'),
  recurringResult: route('/order/ach_result/:achAid', 'giving', 'member'),
  guestLookup: route('/order_history', 'giving'),
  guestGivingDetail: route('/order_history/detail/:offeringAid', 'giving'),
  cardLink: route('/cardlink/:cardlinkAid', 'memberCenter', 'member'),
  cardLinkError: route('/cardlink_error/:errorMsg', 'memberCenter', 'member'),
  // The member centre's own address opens its home (docs/screens/member-centre.md).
  memberCenterIndex: route('/member_center', 'memberCenter', 'member'),
  memberHome: route('/member_center/home', 'memberCenter', 'member'),
  memberRecords: route('/member_center/order_history', 'memberCenter', 'member'),
  memberGivingDetail: route('/member_center/order_detail/:offeringAid', 'memberCenter', 'member'),
  memberRecurring: route('/member_center/order_ach', 'memberCenter', 'member'),
  memberReceipts: route('/member_center/receipt', 'memberCenter', 'member'),
  memberPreferences: route('/member_center/preferences', 'memberCenter', 'member'),
  faq: route('/faq', 'shell'),
} as const;

export type RouteName = keyof typeof ROUTES;

/** The query of the member home that opens its pledge form for a campaign (docs/api-contract.md). */
export const PLEDGE_FORM_PARAM = 'pledge';

/** The member home with the pledge form open for `projectAid`: the project page links here. */
export const pledgeFormPath = (projectAid: number): string =>
  `${ROUTES.memberHome.build({})}?${PLEDGE_FORM_PARAM}=${projectAid}`;

/** The route of each way to start an order (docs/screens/giving.md; the `OrderView` of order/order-draft.ts). */
const ORDER_ROUTES = {
  express: ROUTES.expressGiving,
  normal: ROUTES.normalGiving,
  recurring_records: ROUTES.recurringSetup,
} as const;

export const orderRoute = (view: keyof typeof ORDER_ROUTES) => ORDER_ROUTES[view];
