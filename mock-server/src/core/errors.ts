import { ERROR_RC } from '@eoffering/shared/contract';
import { RpcError, statusText } from './rpc';

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

// HTTP 200 with the error in RC: the front end turns other statuses into a trip to the login
// page, which would sign a donor out over a duplicate title (docs/api-contract.md).
const resultCodeError = (rc: number, message: string): RpcError =>
  new RpcError(200, rc, [message], statusText(rc));

export const forbidden = (message: string = MESSAGES.offeringMismatch): RpcError =>
  new RpcError(403, ERROR_RC.forbidden, [message]);
export const notFound = (message: string = MESSAGES.noData): RpcError =>
  resultCodeError(ERROR_RC.notFound, message);
export const conflict = (message: string): RpcError => resultCodeError(ERROR_RC.conflict, message);
export const ruleBroken = (message: string): RpcError => resultCodeError(ERROR_RC.rule, message);
export const noSuchCall = (): RpcError =>
  new RpcError(404, ERROR_RC.notFound, [MESSAGES.noSuchCall]);
export const tooMany = (message: string): RpcError =>
  new RpcError(429, ERROR_RC.tooMany, [message]);

/** The record looked up, or 'no data' when there is none. */
export const found = <T>(record: T | undefined): T => {
  if (record === undefined) throw notFound();
  return record;
};

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
