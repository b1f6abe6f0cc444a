import { createHash } from 'node:crypto';
import type { Purpose, RuntimeConfig } from '@eoffering/shared/contract';

/** What a backend answered one call: the HTTP status, the envelope (if JSON), its cookies. */
export interface Answer {
  status: number;
  body: { RC?: unknown; RM?: unknown; Result?: unknown } | null;
  /** `name=value` of every Set-Cookie. */
  cookies: string[];
}

export interface CallOptions {
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/** A backend under test, reached over HTTP only, with the paths its config.json publishes. */
export interface Backend {
  base: string;
  config: RuntimeConfig;
  call: (purpose: Purpose, body: unknown, options?: CallOptions) => Promise<Answer>;
  post: (path: string, body: unknown, options?: CallOptions) => Promise<Answer>;
  /** The id_token of an account (the login form's SHA-256 of the password); null when refused. */
  signIn: (account: Account) => Promise<string | null>;
}

export interface Account {
  userid: string;
  password: string;
}

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

const post = async (url: string, body: unknown, options: CallOptions = {}): Promise<Answer> => {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...options.headers,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.Cookie = options.cookie;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  let parsed: Answer['body'] = null;
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = null;
  }
  return {
    status: response.status,
    body: parsed,
    cookies: response.headers.getSetCookie().map((line) => line.split(';')[0] ?? ''),
  };
};

/** Reads the backend's config.json (`configUrl`, else `<base>/eoffering/config.json`). */
export const openBackend = async (base: string, configUrl?: string): Promise<Backend> => {
  const origin = base.replace(/\/+$/, '');
  const response = await fetch(configUrl ?? `${origin}/eoffering/config.json`);
  if (!response.ok) throw new Error(`config.json answered HTTP ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  const api = (path: string) => `${config.apiBaseUrl || origin}${path}`;
  return {
    base: origin,
    config,
    call: (purpose, body, options) => post(api(config.api[purpose]), body, options),
    post: (path, body, options) => post(`${origin}${path}`, body, options),
    signIn: async (account) => {
      const answer = await post(api(config.auth.signin), {
        userid: account.userid,
        password: sha256Hex(account.password),
      });
      return answer.status === 200 && typeof answer.body?.Result === 'string'
        ? answer.body.Result
        : null;
    },
  };
};
