import { createHash } from 'node:crypto';

/** docs/api-contract.md: hashed before sending. */
export const passwordHash = (password: string): string =>
  createHash('sha256').update(password, 'utf8').digest('hex');
