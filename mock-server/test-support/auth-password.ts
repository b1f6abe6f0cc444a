import { createHash } from 'node:crypto';

/** What the login form sends (docs/api-contract.md: hashed before sending), for tests. */
export const passwordHash = (password: string): string =>
  createHash('sha256').update(password, 'utf8').digest('hex');
