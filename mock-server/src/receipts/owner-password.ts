import { createHmac } from 'node:crypto';
import type { Settings } from '../core/settings';

/**
 * The PDF owner password (needed to change a receipt's permissions): derived from the server's
 * signing secret in settings, so it is stable across restarts, differs per deployment and never
 * appears in a file or a response.
 */
export const receiptOwnerPassword = (settings: Settings): string =>
  createHmac('sha256', settings.jwt.secret)
    .update('eoffering receipt owner password')
    .digest('hex');
