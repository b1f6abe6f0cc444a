import type { ApiError } from '../api/api-error';
import { ERROR_RC } from '../contract/envelope';

/** docs/api-contract.md: the backend's text of a 403 for another member's giving. */
export const GIVING_MISMATCH_TEXT = 'offering data does not match';

/**
 * docs/screens/shell.md: a 403 about a giving that does not match the signed-in member (the text is in the
 * server message; development mode appends `RC-RM` to it).
 */
export const isGivingMismatch = (error: ApiError): boolean =>
  error.status === ERROR_RC.forbidden && error.message.includes(GIVING_MISMATCH_TEXT);
