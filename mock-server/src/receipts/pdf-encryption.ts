import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import type PDFDocument from 'pdfkit';

/**
 * pdfkit stops at AES-256 revision 5, whose single SHA-256 password check lets an identity-number
 * password be brute-forced in minutes. Revision 6 (ISO 32000-2, algorithm 2.B) keeps the file key
 * and only hardens the password entries, so this rewrites those before pdfkit writes them.
 */

/** pdfkit's internals, not in its type declarations. */
interface PdfkitSecurity {
  encryptionKey: Uint8Array;
  dictionary: { data: Record<string, unknown> };
}
interface PdfkitInternals {
  _security?: PdfkitSecurity;
  _root: { data: Record<string, unknown> };
}

const password = (text: string): Buffer => Buffer.from(text, 'utf8').subarray(0, 127);

/** ISO 32000-2 algorithm 2.B: the hash of a password with a salt (and, for the owner, U). */
const hash2B = (pw: Buffer, salt: Buffer, userKey: Buffer): Buffer => {
  let k = createHash('sha256')
    .update(Buffer.concat([pw, salt, userKey]))
    .digest();
  let e = Buffer.alloc(1);
  for (let round = 0; round < 64 || (e.at(-1) ?? 0) > round - 32; round += 1) {
    const k1 = Buffer.concat(Array.from({ length: 64 }, () => Buffer.concat([pw, k, userKey])));
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32));
    cipher.setAutoPadding(false);
    e = Buffer.concat([cipher.update(k1), cipher.final()]);
    const sum = e.subarray(0, 16).reduce((total, byte) => total + byte, 0);
    k = createHash(['sha256', 'sha384', 'sha512'][sum % 3]!)
      .update(e)
      .digest();
  }
  return k.subarray(0, 32);
};

/** AES-256, no IV (zeros), no padding: how the file key is wrapped in UE and OE. */
const wrapKey = (key: Buffer, fileKey: Uint8Array): Buffer => {
  const cipher = createCipheriv('aes-256-cbc', key, Buffer.alloc(16));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(fileKey), cipher.final()]);
};

export const useRevision6 = (
  doc: typeof PDFDocument.prototype,
  passwords: { userPassword: string; ownerPassword: string },
): void => {
  const internals = doc as unknown as PdfkitInternals;
  const security = internals._security;
  if (!security || security.encryptionKey.length !== 32) {
    throw new Error("revision 6 needs pdfkit's AES-256 set-up (pdfVersion '1.7ext3')");
  }
  const fileKey = security.encryptionKey;
  const user = password(passwords.userPassword);
  const owner = password(passwords.ownerPassword);
  const [userCheck, userKeySalt, ownerCheck, ownerKeySalt] = [8, 8, 8, 8].map((n) =>
    randomBytes(n),
  ) as [Buffer, Buffer, Buffer, Buffer];
  const none = Buffer.alloc(0);
  const u = Buffer.concat([hash2B(user, userCheck, none), userCheck, userKeySalt]);
  const o = Buffer.concat([hash2B(owner, ownerCheck, u), ownerCheck, ownerKeySalt]);
  Object.assign(security.dictionary.data, {
    R: 6,
    U: u,
    UE: wrapKey(hash2B(user, userKeySalt, none), fileKey),
    O: o,
    OE: wrapKey(hash2B(owner, ownerKeySalt, u), fileKey),
  });
  // ISO 32000-1 readers learn of revision 6 from Adobe's extension level 8.
  internals._root.data.Extensions = { ADBE: { BaseVersion: '1.7', ExtensionLevel: 8 } };
};
