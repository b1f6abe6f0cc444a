// spec 4 and 9: every session time rule, in milliseconds.
/** Authenticated only while the token is more than this far from its expiry. */
export const EXPIRY_MARGIN_MS = 300_000;
/** The token is refreshed this long before it expires. */
export const REFRESH_MARGIN_MS = 300_000;
/** The session ends after this long without a route change. */
export const INACTIVITY_MS = 300_000;
/** WCAG 2.2.1 (beyond the spec): the stay-signed-in prompt opens this long before the inactivity end. */
export const STAY_PROMPT_MS = 20_000;
/**
 * The refresh goes out this much earlier than the refresh margin, so the new token is in place
 * while the old one still counts as valid and no call leaves without a bearer token.
 */
export const REFRESH_LEAD_MS = 30_000;
