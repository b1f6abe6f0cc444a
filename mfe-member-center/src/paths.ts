/** Every path this remote owns (spec 2 route table), relative to the app root as the shell mounts it. */
export const MEMBER_PATHS = {
  home: '/member_center/home',
  records: '/member_center/order_history',
  detail: '/member_center/order_detail',
  recurring: '/member_center/order_ach',
  receipt: '/member_center/receipt',
  preferences: '/member_center/preferences',
  cardlink: '/cardlink',
  cardlinkError: '/cardlink_error',
} as const;

/** The giving home of the app (spec 2 route `/`). */
export const APP_HOME = '/';
