import { createHmac } from 'node:crypto';
import type { Settings } from '../core/settings';

/**
 * From the install's own receipt secret, not the token key: stable across restarts, never in a file
 * or a response, and knowing it signs no token.
 */
export const receiptOwnerPassword = (settings: Settings): string =>
  createHmac('sha256', settings.receipts.ownerSecret)
    .update('eoffering receipt owner password')
    .digest('hex');
