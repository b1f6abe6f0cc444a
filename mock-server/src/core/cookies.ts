import type { Request, Response } from 'express';

/** A cookie a call sets on its success answer. */
export interface ReplyCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

/** The request's cookies by name (RFC 6265 `Cookie` header); an undecodable value is skipped. */
export const requestCookies = (req: Request): Record<string, string> => {
  const cookies: Record<string, string> = {};
  for (const pair of (req.get('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    try {
      cookies[name] = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      // a value this server never set
    }
  }
  return cookies;
};

/**
 * Sets `cookies` HttpOnly (no script reads them), SameSite=Lax (no other site's page sends them
 * with its requests) and scoped to `path` (only the API calls carry them); Secure on https.
 */
export const setReplyCookies = (
  res: Response,
  cookies: readonly ReplyCookie[],
  options: { path: string; secure: boolean },
): void => {
  for (const cookie of cookies) {
    res.cookie(cookie.name, cookie.value, {
      httpOnly: true,
      sameSite: 'lax',
      path: options.path,
      secure: options.secure,
      maxAge: cookie.maxAgeSeconds * 1000,
    });
  }
};
