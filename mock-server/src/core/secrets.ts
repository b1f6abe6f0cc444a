import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PRIVATE_DIR } from './store';

/** The per-install secrets: never published, never in a bundle, never the same on two installs. */
export interface Secrets {
  /** HS256 key of the id_tokens. */
  jwtSecret: string;
  /** The gateway MAC key the simulator and the merchant share (E.SUN: 32 letters and digits). */
  gatewayMacKey: string;
  /** Source of the receipt PDFs' owner password. */
  receiptOwnerSecret: string;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 32 upper-case letters and digits, the shape of an acquirer's MAC key. */
const macKey = (): string =>
  Array.from(randomBytes(32), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');

export const randomSecrets = (): Secrets => ({
  jwtSecret: randomBytes(48).toString('base64url'),
  gatewayMacKey: macKey(),
  receiptOwnerSecret: randomBytes(48).toString('base64url'),
});

/** The secrets file kept beside the data file. */
export const secretsFileFor = (dataFile: string): string => join(dirname(dataFile), 'secrets.json');

const isSecrets = (value: unknown): value is Secrets => {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (['jwtSecret', 'gatewayMacKey', 'receiptOwnerSecret'] as const).every(
    (name) => typeof fields[name] === 'string' && (fields[name] as string).length >= 32,
  );
};

/**
 * The secrets of the install whose data lives in `dataFile`: read from the secrets file beside
 * it, or generated at random on first start and written there readable by the owner only (0600),
 * so tokens and gateway orders survive a restart. An in-memory store (tests) gets fresh ones.
 * A file that is unreadable or incomplete stops the server instead of being replaced: replacing
 * it would sign every member out and orphan every open gateway order.
 */
export const installSecrets = (dataFile: string | null): Secrets => {
  if (dataFile === null) return randomSecrets();
  const file = secretsFileFor(dataFile);
  if (existsSync(file)) {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isSecrets(stored))
      throw new Error(`${file} is incomplete; remove it to generate new secrets`);
    chmodSync(file, 0o600);
    return stored;
  }
  const secrets = randomSecrets();
  // Created before the store's first write: the same owner-only folder the store makes.
  mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_DIR });
  try {
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process started on the same data folder at the same moment: use its secrets.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return installSecrets(dataFile);
    throw error;
  }
  return secrets;
};
