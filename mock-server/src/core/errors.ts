import { ERROR_RC } from '@eoffering/shared/contract';
import { RpcError } from './rpc';

/** Texts of error answers the front end shows (spec 5, 8); one place so they never drift. */
export const MESSAGES = {
  offeringMismatch: 'offering data does not match',
  noData: 'no data',
  duplicate: 'cannot add duplicate data',
  loginFailed: 'login failed',
  loginRequired: 'login required',
  sessionExpired: 'Your session is expired, please login again.',
  tooManyLookups: 'too many failed lookups, please try again in 15 minutes',
  tooManyLogins: 'too many failed sign-in attempts, please try again in 15 minutes',
  editWindowClosed:
    'update failed: this giving can no longer be edited (only successful givings, until the 4th of the following month, before a receipt is issued or printed)',
} as const;

/** 403: another member's giving, card, title or plan (spec 8, checklist 17). */
export const forbidden = (message: string = MESSAGES.offeringMismatch): RpcError =>
  new RpcError(403, ERROR_RC.forbidden, [message]);
export const notFound = (message: string = MESSAGES.noData): RpcError =>
  new RpcError(404, ERROR_RC.notFound, [message]);
export const conflict = (message: string): RpcError =>
  new RpcError(409, ERROR_RC.conflict, [message]);
/** 422: the request is well formed but breaks a business rule. */
export const ruleBroken = (message: string): RpcError =>
  new RpcError(422, ERROR_RC.rule, [message]);
export const tooMany = (message: string): RpcError =>
  new RpcError(429, ERROR_RC.tooMany, [message]);

export { badRequest, RpcError, unauthorized } from './rpc';
