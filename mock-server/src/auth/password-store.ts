import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// docs/security-model.md, 'Stored passwords': never compared with what a client sends.
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

const canonical = (sha256Hex: string): string => sha256Hex.toLowerCase();

const encode = (salt: Buffer, key: Buffer): string =>
  ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')]
    .map(String)
    .join('$');

export const storedPassword = (sha256Hex: string): string => {
  const salt = randomBytes(SALT_BYTES);
  const key = scryptSync(canonical(sha256Hex), salt, KEY_BYTES, PARAMS);
  return encode(salt, key);
};

const derive = (secret: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_BYTES, params, (error, key) => (error ? reject(error) : resolve(key)));
  });

// Unknown user ids cost the same work as known ones.
let decoy: string | null = null;
const decoyPassword = (): string => {
  decoy ??= storedPassword(randomBytes(32).toString('hex'));
  return decoy;
};

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

interface LegacyPassword {
  password_sha256?: unknown;
  password_hash?: unknown;
}

/** A data file written before scrypt: members keep their passwords, the old value opens nothing. */
export const upgradeStoredPasswords = (members: readonly object[]): void => {
  for (const member of members as LegacyPassword[]) {
    if (typeof member.password_sha256 !== 'string') continue;
    if (typeof member.password_hash !== 'string') {
      member.password_hash = storedPassword(member.password_sha256);
    }
    delete member.password_sha256;
  }
};
