import type { RuntimeConfig } from '@eoffering/shared/contract';
import type { HostingSettings } from './settings';
import { liveManifestUrl, readLive } from './releases';

// `live.json` is read on every request, so a switch needs no restart (docs/deploying-a-remote.md).
export const runtimeConfig = (settings: HostingSettings): RuntimeConfig => {
  const live = readLive(settings.releasesDir);
  const at = (remote: keyof RuntimeConfig['remotes']) => ({
    ...settings.remotes[remote],
    manifestUrl: liveManifestUrl(
      settings.basePath,
      remote,
      settings.remotes[remote].manifestUrl,
      live,
    ),
  });
  return {
    apiBaseUrl: settings.apiBaseUrl,
    api: { ...settings.api },
    auth: { ...settings.auth },
    mainSite: { ...settings.mainSite },
    remotes: { giving: at('giving'), memberCenter: at('memberCenter') },
    paymentOrigins: [settings.gateway.origin],
    churchRewriteId: settings.churchRewriteId,
    office: settings.office,
    dev: settings.dev,
    reportUrl: settings.reportUrl,
  };
};
