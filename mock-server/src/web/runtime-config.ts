import type { RuntimeConfig } from '@eoffering/shared/contract';
import type { Settings } from '../core/settings';

/** `/eoffering/config.json` (design.md section 3), generated from the server's settings. */
export const runtimeConfig = (settings: Settings): RuntimeConfig => ({
  apiBaseUrl: settings.apiBaseUrl,
  api: { ...settings.api },
  auth: { ...settings.auth },
  mainSite: { ...settings.mainSite },
  remotes: {
    giving: { ...settings.remotes.giving },
    memberCenter: { ...settings.remotes.memberCenter },
  },
  paymentOrigins: [settings.gateway.origin],
  churchRewriteId: settings.churchRewriteId,
  office: settings.office,
  dev: settings.dev,
});
