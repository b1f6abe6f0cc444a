// docs/screens/shell.md: every session time rule, in milliseconds.
/** Authenticated only while the token is more than this far from its expiry. */
export const EXPIRY_MARGIN_MS = 300_000;
/** The token is refreshed this long before it expires. */
export const REFRESH_MARGIN_MS = 300_000;
/** The session ends after this long without a route change or user input. */
export const INACTIVITY_MS = 300_000;
/** WCAG 2.2.1 (beyond the spec): the stay-signed-in prompt opens this long before the inactivity end. */
export const STAY_PROMPT_MS = 20_000;
/**
 * The refresh goes out this much earlier than the refresh margin, so the new token is in place
 * while the old one still counts as valid and no call leaves without a bearer token.
 */
export const REFRESH_LEAD_MS = 30_000;
/**
 * docs/decisions.md (typing counts as activity): user input counts at most once in this long, so a
 * member typing does not write the shared activity time on every key.
 */
export const INPUT_ACTIVITY_THROTTLE_MS = 5_000;
