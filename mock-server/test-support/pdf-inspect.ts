import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Test helpers that look at a PDF with the tools a donor's reader would agree with: qpdf
 * (decryption, encryption report) and poppler's pdftotext/pdfinfo. `.ci/run` installs both
 * (Debian packages qpdf, poppler-utils).
 */
const withFile = <T>(pdf: Buffer, action: (dir: string, file: string) => T): T => {
  const dir = mkdtempSync(join(tmpdir(), 'receipt-'));
  try {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, pdf);
    return action(dir, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const run = (command: string, args: string[]): { ok: boolean; stdout: string } => {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  return { ok: result.status === 0, stdout: result.stdout };
};

/** The decrypted file, or null when qpdf refuses the password. */
export const decryptPdf = (pdf: Buffer, password: string): Buffer | null =>
  withFile(pdf, (dir, file) => {
    const out = join(dir, 'out.pdf');
    return run('qpdf', [`--password=${password}`, '--decrypt', file, out]).ok
      ? readFileSync(out)
      : null;
  });

/** qpdf's report of the file's encryption (method, permissions), read with `password`. */
export const encryptionReport = (pdf: Buffer, password: string): string =>
  withFile(
    pdf,
    (_dir, file) => run('qpdf', [`--password=${password}`, '--show-encryption', file]).stdout,
  );

/** The text pdftotext extracts from an unencrypted file. */
export const pdfText = (pdf: Buffer): string =>
  withFile(pdf, (_dir, file) => {
    const result = run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    if (!result.ok) throw new Error('pdftotext could not read the file');
    return result.stdout;
  });

/** Number of pages, by pdfinfo. */
export const pageCount = (pdf: Buffer): number =>
  withFile(pdf, (_dir, file) =>
    Number(/^Pages:\s+(\d+)/m.exec(run('pdfinfo', [file]).stdout)?.[1]),
  );

/** Text of an encrypted receipt opened with its password; throws when the password is refused. */
export const openReceipt = (pdf: Buffer, password: string): string => {
  const plain = decryptPdf(pdf, password);
  if (!plain) throw new Error('the password did not open the receipt');
  return pdfText(plain);
};

/** A word pdftotext finds, with its box in points from the page's top left. */
export interface PdfWord {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The words of an unencrypted file with their boxes (pdftotext -bbox), in reading order. */
export const pdfWords = (pdf: Buffer): PdfWord[] =>
  withFile(pdf, (_dir, file) => {
    const result = run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-']);
    if (!result.ok) throw new Error('pdftotext could not read the file');
    const word =
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g;
    return [...result.stdout.matchAll(word)].map(([, xMin, yMin, xMax, text = '']) => ({
      text: text.replace(/&(\w+);/g, (entity, name: string) => XML_ENTITIES[name] ?? entity),
      xMin: Number(xMin),
      xMax: Number(xMax),
      yMin: Number(yMin),
    }));
  });

/** The names of the fonts embedded in an unencrypted file (pdffonts). */
export const pdfFonts = (pdf: Buffer): string[] =>
  withFile(pdf, (_dir, file) =>
    run('pdffonts', [file])
      .stdout.split('\n')
      .slice(2)
      .map((line) => line.split(/\s+/)[0] ?? '')
      .filter((name) => name !== ''),
  );
