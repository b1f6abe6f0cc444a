import type { Purpose } from '../contract/catalogue';
import type { RequestOf } from '../contract';
import { apiUrl } from './call-api';
import { loadHttp } from './transport/load-http';
import { saveBlob } from './save-file';
import { readFailure } from './read-envelope';
import { bodyOf, toApiError, type CallOptions } from './to-api-error';

export interface DownloadOptions extends CallOptions {
  /** Used when the answer names no file (docs/screens/giving.md names come from the server's Content-Disposition). */
  fallbackName?: string;
}

const withPdfExtension = (name: string): string => (/\.pdf$/i.test(name) ? name : `${name}.pdf`);

// Only the base name: a server-chosen name must never point into a folder.
const baseName = (name: string): string => name.split(/[/\\]/).pop()?.trim() ?? '';

/** The file name of a `Content-Disposition` header (RFC 6266: `filename*` wins over `filename`). */
export const fileNameFromDisposition = (header: unknown): string | null => {
  if (typeof header !== 'string') return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return baseName(decodeURIComponent(extended[2].trim())) || null;
    } catch {
      // a broken percent-encoding falls through to the plain filename
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  return baseName(plain?.[1] ?? plain?.[2] ?? '') || null;
};

/**
 * docs/screens/giving.md, docs/api-contract.md, receipt printing: POSTs a file call, accepts the answer only when it is
 * `application/octet-stream`, saves it as a PDF and resolves to the file name. Anything else rejects
 * with an ApiError of kind `not-a-file` ('receipt file retrieval failed' is the caller's text).
 */
export const downloadFile = async <P extends Purpose>(
  purpose: P,
  body: RequestOf<P>,
  options: DownloadOptions = {},
): Promise<string> => {
  let response;
  try {
    const { http } = await loadHttp();
    response = await http.post<Blob>(apiUrl(purpose), body, {
      responseType: 'blob',
      headers: { Accept: 'application/octet-stream, application/json' },
      signal: options.signal,
    });
  } catch (error) {
    throw await toApiError(error, options);
  }
  const type = String(response.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('application/octet-stream')) {
    throw readFailure(await bodyOf(response.data), {
      status: response.status,
      kind: 'not-a-file',
    });
  }
  const fileName = withPdfExtension(
    fileNameFromDisposition(response.headers['content-disposition']) ??
      options.fallbackName ??
      purpose,
  );
  saveBlob(new Blob([response.data], { type: 'application/pdf' }), fileName);
  return fileName;
};
