import { PLEDGE_PURPOSES, type Purpose } from '../contract/catalogue';

/** Where a remote's federation manifest lives; changing it redeploys the remote without a shell build. */
export interface RemoteLocation {
  /** Federation container name the remote was built with. */
  name: string;
  /** URL of the remote's `mf-manifest.json`. */
  manifestUrl: string;
}

/**
 * `/eoffering/config.json` (docs/architecture.md): everything that differs between deployments.
 * mock-server generates it; a real deployment writes its own. Nothing else holds a URL.
 */
export interface RuntimeConfig {
  /** Prefix of every API path below (may be absolute, for an API on another origin). */
  apiBaseUrl: string;
  /**
   * Path of each call of docs/api-contract.md, by purpose; '' for a call of an optional extension
   * the backend does not offer (the pledge calls, `pledgesOffered`).
   */
  api: Record<Purpose, string>;
  /**
   * docs/api-contract.md: sign-in and token refresh live on the main website service, so these are URLs (or
   * origin-relative paths) used as they are, not prefixed with `apiBaseUrl`. `logout` revokes the
   * bearer token on the server (docs/security-model.md: an old token is refused after logout).
   */
  auth: { signin: string; reauth: string; logout: string };
  mainSite: {
    home: string;
    login: string;
    register: string;
    privacy: string;
    /** The main site's page where a member who forgot the password gets a new one. */
    passwordReset: string;
    memberProfile: string;
  };
  remotes: { giving: RemoteLocation; memberCenter: RemoteLocation };
  /** Origins a payment answer may send the browser to (action_url, post_url, redirect_url). */
  paymentOrigins: string[];
  /** The church's url-rewrite id, the body of get_project_info_list. */
  churchRewriteId: string;
  office: {
    phone: string;
    fax: string;
    /** The post-office box, as written in Chinese ('台北郵政 12-345 號信箱'). */
    mailbox: string;
    /**
     * The same box in English ('P.O. Box 12-345, Taipei') for English pages; optional, so a
     * config.json without it keeps working (English pages then show `mailbox`).
     */
    mailboxEn?: string;
    address: { 'zh-TW': string; en: string };
    hours: { 'zh-TW': string; en: string };
  };
  /** Development mode: server messages carry `RC-RM` (docs/screens/giving.md). */
  dev: boolean;
  /**
   * Where the page sends what goes wrong with the remotes and its web vitals, batched, nothing
   * about the donor (docs/deploying-a-remote.md); null (or left out): nothing is sent.
   */
  reportUrl: string | null;
}

/** docs/api-contract.md, 'Campaigns and pledges': the backend offers pledges when config.json has their paths. */
export const pledgesOffered = (config: Pick<RuntimeConfig, 'api'>): boolean =>
  PLEDGE_PURPOSES.every((purpose) => config.api[purpose] !== '');
