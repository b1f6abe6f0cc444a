import type { Request, Response } from 'express';

/** A cookie a call sets on its success answer. */
export interface ReplyCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

/**
 * The request's cookies by name, as cookie-parser read them (on the call's route, `mountRpcs`):
 * a value it turned into something else than text (a `j:` JSON cookie) is none this server set.
 */
export const requestCookies = (req: Request): Record<string, string> =>
  Object.fromEntries(
    Object.entries((req.cookies ?? {}) as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

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
