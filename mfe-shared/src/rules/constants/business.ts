// docs/screens/giving.md: the business constants, in one place; other modules re-export what they already named.

/** docs/screens/giving.md (amount entry) and 9: the quick-amount buttons, in NT$. */
export const QUICK_AMOUNTS = [300, 500, 1000, 3000, 5000] as const;
/** docs/screens/giving.md: result polling asks at most this many times… */
export const POLL_TRIES = 3;
/** …waiting this long between tries. */
export const POLL_INTERVAL_MS = 500;
/** docs/screens/giving.md: a guest scrolling past this on a successful result is reminded once. */
export const SCROLL_REMINDER_PX = 100;
/** docs/screens/giving.md: the print confirmation locks its confirm button this many seconds. */
export const PRINT_COUNTDOWN_S = 3;
/** docs/screens/giving.md: page size of giving history, recurring records and receipt records. */
export const PAGE_SIZE = 5;
/** docs/screens/giving.md: page numbers shown per group. */
export const PAGE_GROUP_SIZE = 4;
/** docs/screens/giving.md: page buttons appear when total items exceed this. */
export const PAGINATION_MIN_TOTAL = 10;
/** docs/screens/giving.md: the object URL of a download is revoked this long after the click. */
export const DOWNLOAD_CLEANUP_MS = 1000;
/** docs/screens/giving.md: toast timer. */
export const TOAST_MS = 1500;
/** docs/screens/giving.md: dialog timer. */
export const DIALOG_TIMER_MS = 1500;
/**
 * docs/api-contract.md: the longest text the server takes in each field a donor types (order info,
 * receipt info, a plan's title), in characters as its schema counts them; the contract's schemas
 * and the forms' rules both read these, so a form never sends what the server would refuse.
 */
export const DONOR_NAME_MAX = 50;
export const PHONE_MAX = 20;
export const EMAIL_MAX = 100;
export const INVOICE_TITLE_MAX = 100;
export const COMMENTS_MAX = 500;
/** docs/screens/giving.md: card label maximum, in characters as a reader counts them (an emoji is one). */
export const CARD_LABEL_MAX = 10;
/** A card label's bound in UTF-16 units, so a few characters piled with combining marks stay small. */
export const CARD_LABEL_MAX_UNITS = 80;
/** docs/screens/giving.md: total periods of a recurring plan. */
export const PERIODS_MIN = 2;
export const PERIODS_MAX = 100;
/** docs/screens/giving.md: the debit day of the month. */
export const PAYMENT_DAY_MIN = 1;
export const PAYMENT_DAY_MAX = 28;
/** docs/screens/giving.md: the notice settings group id. */
export const NOTICE_GROUP_AID = 60;
/** docs/screens/giving.md: reminder week of the month, 1 to 4, default 1. */
export const REMINDER_WEEK_MIN = 1;
export const REMINDER_WEEK_MAX = 4;
/** docs/screens/giving.md: history date filters, in days back from today. */
export const HISTORY_RANGE_DAYS = [30, 180, 360] as const;
/** docs/screens/giving.md: fiscal-year choices run from this year to the current one. */
export const FISCAL_YEAR_FIRST = 2022;
