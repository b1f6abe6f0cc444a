import { ERROR_RC } from '@eoffering/shared/contract';
import messages from './messages.json';
import { RpcError, statusText } from './rpc';

export const MESSAGES = messages;

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
