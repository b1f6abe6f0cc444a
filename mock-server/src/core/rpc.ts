import { STATUS_CODES } from 'node:http';
import cookieParser from 'cookie-parser';
import express from 'express';
import type { ErrorRequestHandler, Request, Response, Router } from 'express';
import type { z } from 'zod';
import { CALLS, ERROR_RC, successRc } from '@eoffering/shared/contract';
import type { Envelope, Purpose, ResultOf } from '@eoffering/shared/contract';
import { callSchemas } from '@eoffering/shared/contract/schemas';
import type { MemberRecord } from '../store/collections';
import type { AppDeps } from './app-deps';
import { authenticate } from './auth';
import { clientAddress } from './client-address';
import { requestCookies, setReplyCookies } from './cookies';
import type { ReplyCookie } from './cookies';
import type { MissLimiter } from './rate-limit';
import { requestLanguage, type Language } from './request-language';
import { requestOrigin } from './request-origin';
import type { Settings } from './settings';
import type { Store } from './store';

/** A file answer (receipt PDFs): sent as an octet-stream download, never cached. */
export interface FileReply {
  file: Buffer;
  fileName: string;
}

type Schemas = typeof callSchemas;
/** The request body a handler receives: already checked against the purpose's schema. */
export type BodyOf<P extends Purpose> = z.output<Schemas[P]['request']>;
/** What a handler returns: the call's Result, or a file for the file calls of the catalogue. */
export type ReplyOf<P extends Purpose> =
  ResultOf<P> extends Blob ? FileReply : z.input<Schemas[P]['result']>;

export interface RpcContext {
  store: Store;
  /** The caller, when a valid bearer token came with the request. */
  member: MemberRecord | null;
  /** Identifies the client for rate limits: its address (`client-address.ts`). */
  clientKey: string;
  now(): Date;
  settings: Settings;
  /** Failed guest lookups per client and per giving number (docs/security-model.md; docs/security-model.md). */
  lookupLimiter: MissLimiter;
  /** Givings created by clients that are not signed in, per client (docs/security-model.md). */
  guestGivingLimiter: MissLimiter;
  /** The allowed public origin the request came in on (`request-origin.ts`); URLs are built on it. */
  origin: string;
  /** The cookies the request carried. */
  cookies: Readonly<Record<string, string>>;
  /** Cookies to set when the call succeeds; a failed call sets none. */
  replyCookies: ReplyCookie[];
  /** The request's `Idempotency-Key` header (docs/api-contract.md), or null when it has none. */
  idempotencyKey: string | null;
  /** The page's language, from `Accept-Language` (`request-language.ts`): names the files it saves. */
  language: Language;
}

export type RpcHandler<P extends Purpose> = (
  body: BodyOf<P>,
  ctx: RpcContext,
) => ReplyOf<P> | Promise<ReplyOf<P>>;

export interface RpcDef {
  purpose: Purpose;
  handle(body: unknown, ctx: RpcContext): unknown;
}

/**
 * An error answer: HTTP status, RC and the `msg` texts of Result (docs/api-contract.md). Business-rule
 * failures carry HTTP 200 and the error only in RC (see `errors.ts`).
 */
export class RpcError extends Error {
  override name = 'RpcError';
  constructor(
    readonly httpStatus: number,
    readonly rc: number,
    readonly messages: string[],
    readonly rm: string = statusText(httpStatus),
  ) {
    super(messages.join('; '));
  }
}

export const statusText = (status: number): string => STATUS_CODES[status] ?? 'Error';

/** Declares the handler of one call; `mountRpcs` validates the body before `handler` runs. */
export const defineRpc = <P extends Purpose>(purpose: P, handler: RpcHandler<P>): RpcDef => ({
  purpose,
  // mountRpcs parses the body with this purpose's request schema before calling, so the body
  // has exactly the type BodyOf<P> by the time it gets here.
  handle: (body, ctx) => handler(body as BodyOf<P>, ctx),
});

export const sendEnvelope = <T>(res: Response, status: number, envelope: Envelope<T>): void => {
  res.status(status).json(envelope);
};

export const sendError = (res: Response, error: RpcError): void => {
  sendEnvelope(res, error.httpStatus, {
    RC: error.rc,
    RM: error.rm,
    Result: error.messages.map((msg) => ({ msg })),
  });
};

const isFileReply = (value: unknown): value is FileReply =>
  typeof value === 'object' &&
  value !== null &&
  Buffer.isBuffer((value as { file?: unknown }).file) &&
  typeof (value as { fileName?: unknown }).fileName === 'string';

/**
 * RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name, always both (express's
 * `attachment` leaves `filename*` out of an ASCII name and backslash-escapes its quotes, which
 * the portal's reader of the header does not undo).
 */
export const contentDisposition = (fileName: string): string => {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};

export const sendFile = (res: Response, reply: FileReply): void => {
  res
    .status(200)
    .set({
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': contentDisposition(reply.fileName),
      'Cache-Control': 'no-store',
    })
    .send(reply.file);
};

/** One message per schema problem, naming the field (docs/security-model.md). */
export const describeIssues = (error: z.ZodError): string[] =>
  error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') return `unknown field: ${issue.keys.join(', ')}`;
    return field ? `${field}: ${issue.message}` : issue.message;
  });

export const badRequest = (messages: string[]): RpcError =>
  new RpcError(400, ERROR_RC.badRequest, messages);
export const unauthorized = (message = 'Your session is expired, please login again.'): RpcError =>
  new RpcError(401, ERROR_RC.unauthorized, [message]);
/** The caller of a member call (the core answers 401 before a member call without one). */
export const signedInMember = (ctx: RpcContext): MemberRecord => {
  if (!ctx.member) throw unauthorized('login required');
  return ctx.member;
};

/** The caller as the store holds it now (an identity number may have been added meanwhile). */
export const memberIn = (data: { members: MemberRecord[] }, ctx: RpcContext): MemberRecord => {
  const id = signedInMember(ctx).member_id;
  const member = data.members.find((candidate) => candidate.member_id === id);
  if (!member) throw new Error(`member ${id} vanished`);
  return member;
};

export const internalError = (): RpcError => new RpcError(500, 500, ['Internal Server Error']);

export type RpcDeps = Pick<
  AppDeps,
  'settings' | 'store' | 'now' | 'lookupLimiter' | 'guestGivingLimiter'
>;

/** A client-chosen key: 1 to 255 visible ASCII characters (a UUID in our front end). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const idempotencyKeyOf = (req: Request): string | null => {
  const key = req.get('idempotency-key');
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw badRequest(['Idempotency-Key: expected 1 to 255 visible ASCII characters']);
  }
  return key;
};

/** Builds the context of one request, or the 401 its audience calls for. */
export const contextFor = (
  req: Request,
  deps: RpcDeps,
  audience: 'public' | 'guest' | 'member',
): RpcContext => {
  const auth = authenticate(req, deps.settings, deps.store.read(), deps.now());
  // A token that is present but not valid is refused on every call: a client that thinks it is
  // signed in must learn it is not, instead of silently acting as a guest.
  if (auth.kind === 'invalid') throw unauthorized();
  if (audience === 'member' && auth.kind !== 'member') throw unauthorized('login required');
  return {
    store: deps.store,
    member: auth.kind === 'member' ? auth.member : null,
    clientKey: clientAddress(req),
    now: deps.now,
    settings: deps.settings,
    lookupLimiter: deps.lookupLimiter,
    guestGivingLimiter: deps.guestGivingLimiter,
    origin: requestOrigin(req, deps.settings),
    cookies: requestCookies(req),
    replyCookies: [],
    idempotencyKey: idempotencyKeyOf(req),
    language: requestLanguage(req.get('accept-language')),
  };
};

/** Sets the cookies a successful call asked for. */
const sendReplyCookies = (res: Response, ctx: RpcContext): void =>
  setReplyCookies(res, ctx.replyCookies, {
    path: ctx.settings.guestAccess.cookiePath,
    secure: ctx.origin.startsWith('https:'),
  });

/** Answers any throw: an RpcError as itself, anything else as a 500 (a real bug; logged). */
export const answerError = (res: Response, error: unknown): void => {
  if (error instanceof RpcError) {
    sendError(res, error);
    return;
  }
  console.error(error);
  sendError(res, internalError());
};

/**
 * Mounts each call on its configured path: audience check, request schema, handler, then the
 * success envelope with the purpose's RC. Result values are parsed with the result schema, which
 * drops fields the contract does not name (member ids, hashes) before they leave the server.
 */
const parseCookies = cookieParser();

export const mountRpcs = (router: Router, deps: RpcDeps, defs: readonly RpcDef[]): void => {
  const seen = new Set<Purpose>();
  for (const def of defs) {
    if (seen.has(def.purpose)) throw new Error(`Two handlers for ${def.purpose}`);
    seen.add(def.purpose);
    const { purpose } = def;
    const schema = callSchemas[purpose];
    const { audience, reply } = CALLS[purpose];
    router.post(deps.settings.api[purpose], parseCookies, async (req, res) => {
      try {
        const ctx = contextFor(req, deps, audience);
        const parsed = schema.request.safeParse(req.body ?? {});
        if (!parsed.success) throw badRequest(describeIssues(parsed.error));
        const value = await def.handle(parsed.data, ctx);
        if (reply === 'file') {
          if (!isFileReply(value)) throw new Error(`${purpose} must answer with a file`);
          sendReplyCookies(res, ctx);
          sendFile(res, value);
          return;
        }
        const result = schema.result.safeParse(value);
        if (!result.success) {
          throw new Error(`${purpose} answered outside its contract: ${result.error.message}`);
        }
        sendReplyCookies(res, ctx);
        sendEnvelope(res, 200, { RC: successRc(purpose), RM: 'success', Result: result.data });
      } catch (error) {
        answerError(res, error);
      }
    });
  }
};

/**
 * JSON and form bodies with a size limit, for every route (json-server's README and code
 * disagree on who parses bodies; we parse before anything reads `req.body`).
 */
export const bodyParsers = (settings: Settings) => [
  express.json({ limit: settings.limits.jsonBody }),
  express.urlencoded({ extended: false, limit: settings.limits.jsonBody }),
];

/** Malformed or oversized bodies get an envelope, never an HTML error page or a 500. */
export const bodyErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.parse.failed') {
    sendError(res, badRequest(['malformed JSON body']));
  } else if (type === 'entity.too.large') {
    sendError(res, new RpcError(413, ERROR_RC.tooLarge, ['request body too large']));
  } else if (typeof type === 'string') {
    sendError(res, badRequest(['unreadable request body']));
  } else {
    next(error);
  }
};
