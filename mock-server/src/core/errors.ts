import { ERROR_RC } from '@eoffering/shared/contract';
import { RpcError, statusText } from './rpc';

/** Texts of error answers the front end shows (docs/api-contract.md); one place so they never drift. */
export const MESSAGES = {
  offeringMismatch: 'offering data does not match',
  noData: 'no data',
  noSuchCall: 'no such call',
  duplicate: 'cannot add duplicate data',
  loginFailed: 'login failed',
  loginRequired: 'login required',
  sessionExpired: 'Your session is expired, please login again.',
  tooManyLookups: 'too many failed lookups, please try again in 15 minutes',
  tooManyLogins: 'too many failed sign-in attempts, please try again in 15 minutes',
  tooManyGivings: 'too many givings from this address, please try again in an hour',
  tooManySignUps: 'too many sign-ups from this address, please try again tomorrow',
  signUpElsewhere: 'sign up on this site’s own sign-up page',
  tooManyReports: 'too many reports, please try again later',
  reportsElsewhere: 'reports are taken from this site’s own pages only',
  editWindowClosed:
    'update failed: this giving can no longer be edited (only successful givings, until the 4th of the following month, before a receipt is issued or printed)',
} as const;

/**
 * A business-rule failure travels as HTTP 200 with the error in RC: docs/api-contract.md has the front end
 * check RC per action type, while docs/api-contract.md turns any other non-2xx status into 'server error' and
 * a trip to the login page, which would sign a donor out over a duplicate title.
 */
const resultCodeError = (rc: number, message: string): RpcError =>
  new RpcError(200, rc, [message], statusText(rc));

/** 403: another member's giving, card, title or plan (docs/api-contract.md; docs/security-model.md). */
export const forbidden = (message: string = MESSAGES.offeringMismatch): RpcError =>
  new RpcError(403, ERROR_RC.forbidden, [message]);
/** RC 404 (HTTP 200): nothing matches, such as a guest lookup's 'no data' (docs/api-contract.md). */
export const notFound = (message: string = MESSAGES.noData): RpcError =>
  resultCodeError(ERROR_RC.notFound, message);
/** RC 409 (HTTP 200): already exists or already processed (duplicate title, printed receipt). */
export const conflict = (message: string): RpcError => resultCodeError(ERROR_RC.conflict, message);
/** RC 422 (HTTP 200): the request is well formed but breaks a business rule. */
export const ruleBroken = (message: string): RpcError => resultCodeError(ERROR_RC.rule, message);
/** HTTP 404: a path that is no call at all (a client bug, not a business answer). */
export const noSuchCall = (): RpcError =>
  new RpcError(404, ERROR_RC.notFound, [MESSAGES.noSuchCall]);
export const tooMany = (message: string): RpcError =>
  new RpcError(429, ERROR_RC.tooMany, [message]);

/** A member's own record: none is RC 404 'no data', another's `notTheirs` (docs/security-model.md). */
export const ownedBy = <T extends { member_id: string | null }>(
  record: T | undefined,
  memberId: string | null | undefined,
  notTheirs: () => RpcError = forbidden,
): T => {
  if (!record) throw notFound();
  if (record.member_id !== memberId) throw notTheirs();
  return record;
};

export { badRequest, RpcError, unauthorized } from './rpc';
