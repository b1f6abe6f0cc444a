import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download } from '@playwright/test';

/** qpdf opening the file with this password (or none): true when it opens. */
const qpdfDecrypts = (file: string, password: string | null): boolean => {
  const out = join(tmpdir(), `decrypted-${process.pid}-${Date.now()}.pdf`);
  const args = [...(password === null ? [] : [`--password=${password}`]), '--decrypt', file, out];
  const result = spawnSync('qpdf', args, { encoding: 'utf8' });
  rmSync(out, { force: true });
  if (result.error) throw result.error;
  return result.status === 0;
};

/** Saves a downloaded receipt PDF and says, for each password (null: none), whether it opens it. */
export const opensWith = async (
  download: Download,
  passwords: Array<string | null>,
): Promise<boolean[]> => {
  const dir = mkdtempSync(join(tmpdir(), 'receipt-e2e-'));
  try {
    const file = join(dir, 'receipt.pdf');
    await download.saveAs(file);
    return passwords.map((password) => qpdfDecrypts(file, password));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
