import type { Request, Response } from 'express';

export interface ReplyCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

/** A value cookie-parser turned into something else than text (`j:` JSON) is none of ours. */
export const requestCookies = (req: Request): Record<string, string> =>
  Object.fromEntries(
    Object.entries((req.cookies ?? {}) as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

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
