const SAFE_ORIGIN = 'http://return-path.invalid';

/** Percent-encoded '.', '/' and '\\': a later decode could turn them into '..', '//' or '/\\'. */
const ENCODED_SEPARATOR = /%(2e|2f|5c)/i;

/**
 * True only for a path inside the app (docs/security-model.md: open redirects): one leading `/`,
 * never `//host`, `/\host`, a scheme, control characters (browsers drop tabs and newlines, so
 * `/\t/host` is `//host`) or encoded separators. Checked on the path as a browser resolves it:
 * it must already be in that form, since `/..//host` resolves to `//host`, another host. The
 * main-website stand-in's login runs this same rule (mock-server/src/site/site-rules.ts).
 */
export const isSafeReturnPath = (path: unknown): path is string => {
  if (typeof path !== 'string' || !path.startsWith('/')) return false;
  if (path.startsWith('//') || path.includes('\\') || ENCODED_SEPARATOR.test(path)) return false;
  for (const char of path) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 32 || code === 127) return false;
  }
  try {
    const url = new URL(path, SAFE_ORIGIN);
    return url.origin === SAFE_ORIGIN && `${url.pathname}${url.search}${url.hash}` === path;
  } catch {
    return false;
  }
};
