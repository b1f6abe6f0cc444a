import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * How a member's password is kept (docs/security-model.md, 'Stored passwords'): the login form
 * sends the SHA-256 hex of the password (docs/api-contract.md), and the store keeps scrypt of that under a
 * random salt per member, as `scrypt$N$r$p$salt$key` (salt and key in base64url). The stored
 * value is never compared with what a client sends, so it is no password itself.
 */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** The SHA-256 hex as the form may send it (either case): one spelling before hashing. */
const canonical = (sha256Hex: string): string => sha256Hex.toLowerCase();

const encode = (salt: Buffer, key: Buffer): string =>
  ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')]
    .map(String)
    .join('$');

/** The value to store for a password whose SHA-256 hex the form sent; a new salt every time. */
export const storedPassword = (sha256Hex: string): string => {
  const salt = randomBytes(SALT_BYTES);
  const key = scryptSync(canonical(sha256Hex), salt, KEY_BYTES, PARAMS);
  return encode(salt, key);
};

const derive = (secret: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_BYTES, params, (error, key) => (error ? reject(error) : resolve(key)));
  });

/** A stored value nobody's password matches: unknown user ids cost the same work as known ones. */
let decoy: string | null = null;
const decoyPassword = (): string => {
  decoy ??= storedPassword(randomBytes(32).toString('hex'));
  return decoy;
};

/**
 * True when the SHA-256 hex the form sent is the password `stored` was made from. Off the event
 * loop (scrypt is slow on purpose); `stored` null (no such member) does the same work and is false.
 */
export const passwordMatches = async (
  stored: string | null,
  sha256Hex: string,
): Promise<boolean> => {
  const match = STORED.exec(stored ?? decoyPassword());
  if (!match) return false;
  const [, n, r, p, salt, key] = match;
  const expected = Buffer.from(key ?? '', 'base64url');
  const params = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  const actual = await derive(canonical(sha256Hex), Buffer.from(salt ?? '', 'base64url'), params);
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** A member as stored before passwords were kept with scrypt: the SHA-256 hex itself. */
interface LegacyPassword {
  password_sha256?: unknown;
  password_hash?: unknown;
}

/**
 * Replaces each stored SHA-256 hex (a data file written before scrypt) with `storedPassword` of
 * it, so members keep their passwords and the old value opens nothing. Use inside `store.update`;
 * answers how many members it upgraded.
 */
export const upgradeStoredPasswords = (members: readonly object[]): number => {
  let upgraded = 0;
  for (const member of members as LegacyPassword[]) {
    if (typeof member.password_sha256 !== 'string') continue;
    if (typeof member.password_hash !== 'string') {
      member.password_hash = storedPassword(member.password_sha256);
    }
    delete member.password_sha256;
    upgraded += 1;
  }
  return upgraded;
};
