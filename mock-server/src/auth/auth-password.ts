import { createHash } from 'node:crypto';

/** The hex SHA-256 the login form sends for `password` (docs/api-contract.md: hashed before sending). */
export const passwordHash = (password: string): string =>
  createHash('sha256').update(password, 'utf8').digest('hex');
