import { createHmac } from 'node:crypto';
import type { Settings } from '../core/settings';

/**
 * The PDF owner password (needed to change a receipt's permissions): derived from the install's
 * own receipt secret (`secrets.ts`), not the token key, so it is stable across restarts, differs
 * per install, never appears in a file or a response, and knowing it signs no token.
 */
export const receiptOwnerPassword = (settings: Settings): string =>
  createHmac('sha256', settings.receipts.ownerSecret)
    .update('eoffering receipt owner password')
    .digest('hex');
