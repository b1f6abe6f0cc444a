import type { Request } from 'express';
import { isLoopbackHost, type Settings } from './settings';

// docs/security-model.md, 'Client identity'.
export const trustProxySetting = (settings: Settings): string[] | false =>
  settings.trustedProxies.length > 0 ? settings.trustedProxies : false;

export const clientAddress = (req: Request): string =>
  req.ip ?? req.socket.remoteAddress ?? 'unknown';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

// Behind nginx every request comes from loopback (docs/security-model.md, 'Dev actions').
export const isDirectLoopbackClient = (req: Request): boolean => {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return isLoopbackHost(peer) && FORWARDING_HEADERS.every((name) => req.get(name) === undefined);
};
