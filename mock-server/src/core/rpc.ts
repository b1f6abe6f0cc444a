import { STATUS_CODES } from 'node:http';
import cookieParser from 'cookie-parser';
import express from 'express';
import type { ErrorRequestHandler, IRouter, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { CALLS, ERROR_RC, successRc } from '@eoffering/shared/contract';
import type { Audience, Envelope, Purpose, ResultOf } from '@eoffering/shared/contract';
import { callSchemas } from '@eoffering/shared/contract/schemas';
import type { MemberRecord, StoreShape } from '../store/collections';
import type { AppDeps } from './app-deps';
import { authenticate } from './auth';
import { clientAddress } from './client-address';
import { requestLanguage, type Language } from './request-language';
import { requestOrigin } from './request-origin';
import type { Settings } from './settings';

export interface FileReply {
  file: Buffer;
  fileName: string;
}

type Schemas = typeof callSchemas;
export type BodyOf<P extends Purpose> = z.output<Schemas[P]['request']>;
export type ReplyOf<P extends Purpose> =
  ResultOf<P> extends Blob ? FileReply : z.input<Schemas[P]['result']>;

export type RpcDeps = Pick<
  AppDeps,
  'settings' | 'store' | 'now' | 'lookupLimiter' | 'guestGivingLimiter'
>;

/** Set when the call succeeds: HttpOnly, SameSite=Lax, on the API path. */
export interface ReplyCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

export interface RpcContext extends RpcDeps {
  member: MemberRecord | null;
  clientKey: string;
  origin: string;
  cookies: Readonly<Record<string, string>>;
  replyCookies: ReplyCookie[];
  idempotencyKey: string | null;
  language: Language;
}

export interface RpcDef {
  purpose: Purpose;
  handle(body: unknown, ctx: RpcContext): unknown;
}

/** Business-rule failures carry HTTP 200 and the error only in RC (docs/api-contract.md). */
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

export const defineRpc = <P extends Purpose>(
  purpose: P,
  handler: (body: BodyOf<P>, ctx: RpcContext) => ReplyOf<P> | Promise<ReplyOf<P>>,
): RpcDef => ({
  purpose,
  // mountRpcs has parsed the body with this purpose's request schema.
  handle: (body, ctx) => handler(body as BodyOf<P>, ctx),
});

/** A call that writes: its handler runs inside one `store.update`, so a throw changes nothing. */
export const defineUpdate = <P extends Purpose>(
  purpose: P,
  handler: (body: BodyOf<P>, ctx: RpcContext, data: StoreShape) => ReplyOf<P>,
): RpcDef =>
  defineRpc(purpose, (body, ctx) => ctx.store.update((data) => handler(body, ctx, data)));

/** A call that only reads the store: `data` as it is now. */
export const defineRead = <P extends Purpose>(
  purpose: P,
  handler: (body: BodyOf<P>, ctx: RpcContext, data: StoreShape) => ReplyOf<P>,
): RpcDef => defineRpc(purpose, (body, ctx) => handler(body, ctx, ctx.store.read()));

export const sendEnvelope = <T>(res: Response, status: number, envelope: Envelope<T>): void => {
  res.status(status).json(envelope);
};

export const sendError = (res: Response, { httpStatus, rc, rm, messages }: RpcError): void => {
  sendEnvelope(res, httpStatus, { RC: rc, RM: rm, Result: messages.map((msg) => ({ msg })) });
};

const isFileReply = (value: unknown): value is FileReply =>
  Buffer.isBuffer((value as Partial<FileReply> | null)?.file);

// RFC 6266 / 5987, always both names: express's `attachment` drops `filename*` for an ASCII
// name and backslash-escapes quotes, which the portal's reader does not undo.
export const contentDisposition = (fileName: string): string => {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};

export const sendFile = (res: Response, reply: FileReply): void => {
  res.set({
    'Content-Type': 'application/octet-stream',
    'Content-Disposition': contentDisposition(reply.fileName),
    'Cache-Control': 'no-store',
  });
  res.status(200).send(reply.file);
};

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
export const signedInMember = (ctx: RpcContext): MemberRecord => {
  if (!ctx.member) throw unauthorized('login required');
  return ctx.member;
};

/** The caller as the store holds it now, not as the token was read. */
export const memberIn = (data: { members: MemberRecord[] }, ctx: RpcContext): MemberRecord => {
  const id = signedInMember(ctx).member_id;
  const member = data.members.find((candidate) => candidate.member_id === id);
  if (!member) throw new Error(`member ${id} vanished`);
  return member;
};

const idempotencyKeyOf = (req: Request): string | null => {
  const key = req.get('idempotency-key');
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw badRequest(['Idempotency-Key: expected 1 to 255 visible ASCII characters']);
  }
  return key;
};

export const contextFor = (req: Request, deps: RpcDeps, audience: Audience): RpcContext => {
  const auth = authenticate(req, deps.settings, deps.store.read(), deps.now());
  // A client that thinks it is signed in must learn it is not, not silently act as a guest.
  if (auth.kind === 'invalid') throw unauthorized();
  if (audience === 'member' && auth.kind !== 'member') throw unauthorized('login required');
  return {
    ...deps,
    member: auth.kind === 'member' ? auth.member : null,
    clientKey: clientAddress(req),
    origin: requestOrigin(req, deps.settings),
    cookies: requestCookies(req),
    replyCookies: [],
    idempotencyKey: idempotencyKeyOf(req),
    language: requestLanguage(req),
  };
};

const sendReplyCookies = (res: Response, ctx: RpcContext): void => {
  for (const cookie of ctx.replyCookies) {
    res.cookie(cookie.name, cookie.value, {
      httpOnly: true,
      sameSite: 'lax',
      path: ctx.settings.guestAccess.cookiePath,
      secure: ctx.origin.startsWith('https:'),
      maxAge: cookie.maxAgeSeconds * 1000,
    });
  }
};

export const answerError = (res: Response, error: unknown): void => {
  if (!(error instanceof RpcError)) console.error(error);
  sendError(
    res,
    error instanceof RpcError ? error : new RpcError(500, 500, ['Internal Server Error']),
  );
};

/** A route outside the RPCs: `rc` and what `result` answers, or the error it throws. */
export const envelopeRoute =
  (rc: number, result: (req: Request) => unknown): RequestHandler =>
  async (req, res) => {
    try {
      sendEnvelope(res, 200, { RC: rc, RM: 'success', Result: await result(req) });
    } catch (error) {
      answerError(res, error);
    }
  };

const parseCookies = cookieParser();

/** A value cookie-parser turned into something else than text (`j:` JSON) is none of ours. */
const requestCookies = (req: Request): Record<string, string> =>
  Object.fromEntries(
    Object.entries((req.cookies ?? {}) as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

export const mountRpcs = (router: IRouter, deps: RpcDeps, defs: readonly RpcDef[]): void => {
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
        // The result schema drops fields the contract does not name (member ids, hashes).
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

export const bodyParsers = (settings: Settings) => [
  express.json({ limit: settings.limits.jsonBody }),
  express.urlencoded({ extended: false, limit: settings.limits.jsonBody }),
];

const BODY_ERRORS: Readonly<Record<string, RpcError>> = {
  'entity.parse.failed': badRequest(['malformed JSON body']),
  'entity.too.large': new RpcError(413, ERROR_RC.tooLarge, ['request body too large']),
};

export const bodyErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const type = (error as { type?: unknown } | null)?.type;
  if (typeof type !== 'string') next(error);
  else sendError(res, BODY_ERRORS[type] ?? badRequest(['unreadable request body']));
};
