import type { Request } from 'express';
import { isLoopbackHost, type Settings } from './settings';

/**
 * Express's `trust proxy` value for `settings.trustedProxies`: only a peer on that list may name
 * the client in `X-Forwarded-For`; with none listed the header is never read
 * (docs/security-model.md, 'Client identity').
 */
export const trustProxySetting = (settings: Settings): string[] | false =>
  settings.trustedProxies.length > 0 ? settings.trustedProxies : false;

/**
 * The client's address, the key of every per-client limit: the peer that connected, or, when that
 * peer is a trusted proxy, the nearest address in `X-Forwarded-For` that is not one (Express's
 * `req.ip` under `trustProxySetting`). Addresses a client wrote itself further left are ignored.
 */
export const clientAddress = (req: Request): string =>
  req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** Headers by which a proxy names the client it forwards for. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A client on this machine that called this server itself: the peer is a loopback address and no
 * proxy forwarded the request. Behind nginx every request comes from loopback, so the peer alone
 * says nothing (docs/security-model.md, 'Dev actions').
 */
export const isDirectLoopbackClient = (req: Request): boolean => {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return isLoopbackHost(peer) && FORWARDING_HEADERS.every((name) => req.get(name) === undefined);
};
