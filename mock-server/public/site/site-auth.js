// @ts-check
/* global window */
// Shared by the stand-in's login and sign-up pages (classic script: no inline code under the CSP).
(function (site) {
  'use strict';

  const { isSafeReturnPath, sha256Hex } = site.EofferingRules;
  const HOME = '/eoffering/';

  /**
   * The stored preLocationPath when the portal's own rule (mfe-shared's isSafeReturnPath, served
   * as site-rules.js) finds it a path that stays on this origin, under /eoffering/ (it may carry
   * the prefix or be relative to it); the portal's home otherwise (docs/security-model.md).
   * @param {unknown} raw
   * @returns {string}
   */
  const safeReturnPath = (raw) => {
    if (typeof raw !== 'string' || raw.length > 2000 || !isSafeReturnPath(raw)) return HOME;
    return raw === '/eoffering' || raw.indexOf(HOME) === 0 ? raw : '/eoffering' + raw;
  };

  /**
   * Stores the token as the app reads it and leaves for the saved return path, passing on the
   * language the portal asked for (`lang`), so the portal opens in it again.
   * @param {string} token
   * @param {string} [language]
   */
  const finishSignIn = (token, language) => {
    const storage = site.localStorage;
    const target = new URL(
      safeReturnPath(storage.getItem('preLocationPath')),
      site.location.origin,
    );
    if (language === 'zh-TW' || language === 'en') target.searchParams.set('lang', language);
    storage.removeItem('preLocationPath');
    storage.setItem('id_token', token);
    site.location.assign(target.pathname + target.search + target.hash);
  };

  /**
   * POSTs JSON; resolves to the parsed envelope and the HTTP status.
   * @param {string} url
   * @param {unknown} body
   * @returns {Promise<{ status: number, envelope: SiteEnvelope | null }>}
   */
  const postJson = async (url, body) => {
    const response = await site.fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = await response.json().catch(() => null);
    return { status: response.status, envelope };
  };

  /**
   * The server's message: the msg fields of Result joined (docs/api-contract.md).
   * @param {SiteEnvelope | null} envelope
   * @param {string} fallback
   * @returns {string}
   */
  const serverMessage = (envelope, fallback) =>
    envelope && Array.isArray(envelope.Result)
      ? envelope.Result.map(
          /** @param {unknown} entry */
          (entry) => (entry && typeof entry === 'object' && 'msg' in entry ? entry.msg : ''),
        ).join(' ') || fallback
      : fallback;

  site.EofferingSite = { sha256Hex, safeReturnPath, finishSignIn, postJson, serverMessage };
})(window);
