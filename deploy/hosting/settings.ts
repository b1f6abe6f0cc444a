import type { RuntimeConfig } from '@eoffering/shared/contract';

/** What the hosting reads of the server's settings (mock-server's `Settings` is one). */
export interface HostingSettings extends Pick<
  RuntimeConfig,
  | 'apiBaseUrl'
  | 'api'
  | 'auth'
  | 'mainSite'
  | 'remotes'
  | 'churchRewriteId'
  | 'office'
  | 'dev'
  | 'reportUrl'
> {
  basePath: string;
  publicOrigin: string;
  /** The public origin and its aliases. */
  publicOrigins: string[];
  embedOrigins: string[];
  mainSiteOrigin: string | null;
  gateway: { origin: string };
  dist: { shell: string; giving: string; memberCenter: string };
  releasesDir: string;
}
