// @ts-check
/* global window */
// Shared by the stand-in's login and sign-up pages (classic script: no inline code under the CSP).
(function (site) {
  'use strict';

  /**
   * docs/api-contract.md: the password travels as its SHA-256, in hex.
   * @param {string} text
   */
  const sha256Hex = async (text) => {
    const digest = await site.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join(
      '',
    );
  };

  /** Percent-encoded '.', '/' and '\\': a later decode could turn them into '..', '//' or '/\\'. */
  const ENCODED_SEPARATOR = /%(2e|2f|5c)/i;

  /**
   * docs/screens/giving.md and docs/security-model.md: follow a stored preLocationPath only when it is a path
   * inside the app; never '//host', '/\\host', a full URL, 'javascript:' or encoded separators.
   * Paths may carry the /eoffering prefix or be relative to it. Checked as the browser resolves
   * it: '/..//host' resolves to '//host', another host, so a path that resolution would change
   * is refused, and what is followed is the resolved path, under /eoffering/.
   * @param {unknown} raw
   * @returns {string}
   */
  const safeReturnPath = (raw) => {
    const home = '/eoffering/';
    if (typeof raw !== 'string' || raw === '' || raw.length > 2000) return home;
    const unsafeChar = Array.from(raw).some(
      (char) => char === '\\' || char <= ' ' || char === '\u007f',
    );
    if (raw[0] !== '/' || raw[1] === '/' || unsafeChar || ENCODED_SEPARATOR.test(raw)) return home;
    const path =
      raw === '/eoffering' || raw.indexOf('/eoffering/') === 0 ? raw : '/eoffering' + raw;
    const url = new URL(path, site.location.origin);
    const resolved = url.pathname + url.search + url.hash;
    const inApp = url.pathname === '/eoffering' || url.pathname.indexOf('/eoffering/') === 0;
    if (url.origin !== site.location.origin || resolved !== path || !inApp) return home;
    return resolved;
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
