import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type GenericAbortSignal,
  type InternalAxiosRequestConfig,
} from 'axios';
import { http } from '../api/transport/http-client';
import { PURPOSES, successRc, type Purpose } from '../contract/catalogue';
import { setConfig } from '../config/config-store';
import type { ResultOf } from '../contract';
import { AUTH_SUCCESS_RC } from '../contract/envelope';
import { callSchemas, type CallSchema } from '../contract/schemas';
import type { RuntimeConfig } from '../config/runtime-config';
import { testConfig } from './test-config';

/** What the fake backend saw: the purpose (or auth call), the parsed JSON body and the headers. */
export interface FakeRequest {
  target: Purpose | 'signin' | 'reauth' | 'logout';
  /** The whole address the call went to, with its query. */
  url: string;
  body: unknown;
  headers: Record<string, string>;
  /** The caller's abort signal, if any: a test can see that a call was cancelled. */
  signal?: GenericAbortSignal;
}

/** A scripted answer; `'network-error'` means no response at all. */
export type FakeAnswer =
  { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error';

type Target = FakeRequest['target'];
type AuthTarget = Exclude<Target, Purpose>;
type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

const isPurpose = (target: Target): target is Purpose => target in callSchemas;

/** Where a value breaks a schema: the paths of its issues, or null when it holds. */
const brokenPaths = (schema: CallSchema['result'], value: unknown): string | null => {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? null
    : parsed.error.issues.map((issue) => issue.path.map(String).join('.') || '(root)').join(', ');
};

/** What the fake fetch answers: the part of a Response the page reads. */
const fetchAnswer = (status: number, data: unknown): Response =>
  ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(data) }) as Response;

/**
 * A backend in memory behind the shared axios instance and the page's fetch: answers only what the test scripted and
 * fails the call loudly for anything else, so an unexpected request never passes unseen. It is
 * bound to the contract (docs/api-contract.md): a canned success whose Result the real backend
 * could not send, or a request body it would refuse, fails the test that made it.
 */
export class FakeApi {
  readonly requests: FakeRequest[] = [];
  /**
   * Requests whose body the backend would refuse: the call fails, and `uninstall()` fails the test
   * even when the page swallowed that failure.
   */
  readonly breaches: string[] = [];
  private readonly handlers = new Map<Target, Handler[]>();
  private readonly previousAdapter = http.defaults.adapter;
  private readonly previousFetch = window.fetch;

  constructor(readonly config: RuntimeConfig) {
    const targets = new Map<string, Target>([
      [config.auth.signin, 'signin'],
      [config.auth.reauth, 'reauth'],
      [config.auth.logout, 'logout'],
      ...PURPOSES.map((purpose): [string, Target] => [
        `${config.apiBaseUrl}${config.api[purpose]}`,
        purpose,
      ]),
    ]);
    const adapter: AxiosAdapter = async (request) => {
      // A call its page abandoned (an effect's cleanup, the test's unmount) reaches no backend, as
      // with axios's own adapters: it must not take an answer a later test scripted for itself.
      if (request.signal?.aborted) throw new CanceledError(undefined, undefined, request);
      const url = request.url ?? '';
      const target = targets.get(url);
      const headers = AxiosHeaders.from(request.headers).toJSON(true) as Record<string, string>;
      const body: unknown =
        typeof request.data === 'string' ? JSON.parse(request.data) : request.data;
      if (!target) throw new Error(`FakeApi: request to an unknown URL ${url}`);
      // The address as it leaves the browser, query included (axios adds `params` only when
      // it sends), so a test of what the address carries sees all of it.
      const sentUrl = http.getUri(request);
      const seen: FakeRequest = { target, url: sentUrl, body, headers, signal: request.signal };
      this.requests.push(seen);
      if (isPurpose(target)) {
        const broken = brokenPaths(callSchemas[target].request, body);
        if (broken) {
          const breach = `FakeApi: the ${target} request breaks the contract at ${broken}`;
          this.breaches.push(breach);
          throw new Error(breach);
        }
      }
      const handler = this.handlers.get(target)?.shift();
      if (!handler) throw new Error(`FakeApi: no answer scripted for ${target}`);
      const answer = await handler(seen);
      if (answer === 'network-error') {
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, request);
      }
      const status = answer.status ?? 200;
      const response: AxiosResponse = {
        data: answer.body,
        status,
        statusText: String(status),
        headers: AxiosHeaders.from({ 'content-type': 'application/json', ...answer.headers }),
        config: request,
      };
      if (status >= 200 && status < 300) return response;
      throw new AxiosError(
        `Request failed with status code ${status}`,
        AxiosError.ERR_BAD_REQUEST,
        request,
        null,
        response,
      );
    };
    http.defaults.adapter = adapter;
    // A read sent ahead with fetch (api/transport/read-ahead.ts) reaches the same backend, as axios's
    // request would; no answer at all is fetch's TypeError.
    window.fetch = async (input, init = {}) => {
      const request = {
        url: String(input),
        method: init.method,
        data: init.body,
        headers: AxiosHeaders.from(init.headers as Record<string, string>),
        signal: init.signal ?? undefined,
      } as InternalAxiosRequestConfig;
      try {
        const { status, data } = await adapter(request);
        return fetchAnswer(status, data);
      } catch (error) {
        if (error instanceof AxiosError && error.response) {
          return fetchAnswer(error.response.status, error.response.data);
        }
        throw new TypeError('Failed to fetch', { cause: error });
      }
    };
    setConfig(config);
  }

  /** Answers the next call to `target` with this handler (handlers queue up per target). */
  on(target: Target, handler: Handler): this {
    this.handlers.set(target, [...(this.handlers.get(target) ?? []), handler]);
    return this;
  }

  /**
   * Next call answers success: the RC of its action type and this Result, which must hold to the
   * call's contract schema (the auth calls answer a token, or anything a test wants refused).
   */
  ok<P extends Purpose>(target: P, result: ResultOf<P>): this;
  ok(target: AuthTarget, result: unknown): this;
  ok(target: Target, result: unknown): this {
    if (!isPurpose(target)) {
      return this.on(target, () => ({
        body: { RC: AUTH_SUCCESS_RC, RM: 'success', Result: result },
      }));
    }
    const broken = brokenPaths(callSchemas[target].result, result);
    if (broken)
      throw new Error(`FakeApi: the canned ${target} answer breaks the contract at ${broken}`);
    const RC = successRc(target);
    return this.on(target, () => ({ body: { RC, RM: 'success', Result: result } }));
  }

  /** Next call answers with an error envelope `{RC, RM, Result: [{msg}]}` under an HTTP status. */
  fail(target: Target, status: number, msg: string, rc: number = status): this {
    return this.on(target, () => ({ status, body: { RC: rc, RM: 'error', Result: [{ msg }] } }));
  }

  /** Next call answers a file as `application/octet-stream`. */
  file(target: Target, content: string, fileName: string): this {
    return this.on(target, () => ({
      body: new Blob([content]),
      headers: {
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      },
    }));
  }

  /** Next call gets no response at all. */
  networkError(target: Target): this {
    return this.on(target, () => 'network-error');
  }

  /** The bodies sent to one target, in order. */
  bodiesOf(target: Target): unknown[] {
    return this.requests
      .filter((request) => request.target === target)
      .map((request) => request.body);
  }

  /** Puts the real adapter back and forgets the configuration. */
  uninstall(): void {
    http.defaults.adapter = this.previousAdapter;
    window.fetch = this.previousFetch;
    setConfig(null);
    if (this.breaches.length > 0) throw new Error(this.breaches.join('\n'));
  }
}

/** Installs a FakeApi with `testConfig()` (or the given config); call `uninstall()` after the test. */
export const installFakeApi = (config: RuntimeConfig = testConfig()): FakeApi =>
  new FakeApi(config);
