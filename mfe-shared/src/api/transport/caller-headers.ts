import { currentLanguage } from '../../i18n/i18n';
import { tokenStore } from '../../session/token-store';

/**
 * The headers every API call carries from the page (docs/security-model.md): the bearer token
 * while the session is valid, and the page's language, read at the call, in which the server names
 * saved files (docs/api-contract.md). A header the caller set itself wins.
 */
export const callerHeaders = (): Record<string, string> => {
  const token = tokenStore.validToken();
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    'Accept-Language': currentLanguage(),
  };
};

/** How long a call waits for its answer before it counts as a timeout. */
export const CALL_TIMEOUT_MS = 30_000;
