/**
 * docs/screens/giving.md: the transaction error page shows the route's message only when it is one the
 * app knows, each by its translated text; any other text (a hand-made URL) is never shown. The
 * sources: the backend's gateway return (mock-server/src/payments/merchant-router.ts) and the
 * docs/screens/giving.md failure texts the app's own pages may send here.
 */
const KNOWN_MESSAGES: ReadonlyMap<string, string> = new Map([
  ['Transaction failed, canceled or error', 'common:errors.transactionFailed'],
  ['Failed to load payment methods', 'common:errors.failedToLoadPaymentMethods'],
  ['Internal Server Error', 'common:http.internalServerError'],
  ['Setting Error', 'common:errors.settingErrorTitle'],
  ['Update failed', 'common:errors.updateFailedTitle'],
  ['Update Error', 'common:errors.updateErrorTitle'],
]);

/** The i18n key of a known error message, else the generic failure's. */
export const errorMessageKey = (message: string): string =>
  KNOWN_MESSAGES.get(message.trim()) ?? 'resultError.generic';
