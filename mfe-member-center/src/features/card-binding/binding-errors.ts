/**
 * docs/screens/member-centre.md: what a failed card binding says. Only these texts of the card page's return
 * (the `/cardlink_error/{errorMsg}` segment, or a card's `cardlink_result`) are shown, each in the
 * user's language, one explanation per way the binding ended (docs/screens/member-centre.md);
 * anything else in the address, `__proto__` included, is never echoed onto the page.
 */
const CATALOGUE: ReadonlyMap<string, string> = new Map([
  ['card binding failure', 'cardLink.error.failure'],
  ['card declined by the issuer', 'cardLink.error.declined'],
  ['card binding cancelled', 'cardLink.error.cancelled'],
  ['card binding abnormal', 'cardLink.error.abnormal'],
]);

/** The i18n key of a binding failure's explanation; an unknown text gets the general one. */
export const bindingErrorKey = (text: string): string =>
  CATALOGUE.get(text.trim().toLowerCase()) ?? 'cardLink.error.unknown';
