import { createHmac } from 'node:crypto';
import type { SessionClaims } from '../bus/events';

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/** A HS256 JWT signed with a test-only key: decodes like the server's tokens (docs/api-contract.md claims). */
export const fakeToken = (
  claims: Partial<SessionClaims> & { expiresInS?: number } = {},
): string => {
  const { expiresInS = 3600, ...rest } = claims;
  const payload: SessionClaims = {
    sub: '1',
    member_name: '王小明',
    exp: Math.floor(Date.now() / 1000) + expiresInS,
    ...rest,
  };
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  return `${head}.${createHmac('sha256', 'eoffering-test-only').update(head).digest('base64url')}`;
};
