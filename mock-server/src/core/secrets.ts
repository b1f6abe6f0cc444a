import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { PRIVATE_DIR } from './store';

const secret = z.string().min(32);
const storedSecrets = z.object({
  jwtSecret: secret,
  gatewayMacKey: secret,
  receiptOwnerSecret: secret,
});
export type Secrets = z.output<typeof storedSecrets>;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The shape of an acquirer's MAC key. */
const macKey = (): string =>
  Array.from(randomBytes(32), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');

export const randomSecrets = (): Secrets => ({
  jwtSecret: randomBytes(48).toString('base64url'),
  gatewayMacKey: macKey(),
  receiptOwnerSecret: randomBytes(48).toString('base64url'),
});

export const secretsFileFor = (dataFile: string): string => join(dirname(dataFile), 'secrets.json');

// A bad file stops the server: replacing it would sign members out and orphan open gateway orders.
export const installSecrets = (dataFile: string | null): Secrets => {
  if (dataFile === null) return randomSecrets();
  const file = secretsFileFor(dataFile);
  if (existsSync(file)) {
    const stored = storedSecrets.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!stored.success)
      throw new Error(`${file} is incomplete; remove it to generate new secrets`);
    chmodSync(file, 0o600);
    return stored.data;
  }
  const secrets = randomSecrets();
  mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_DIR });
  try {
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process started on the same data folder at the same moment.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return installSecrets(dataFile);
    throw error;
  }
  return secrets;
};
