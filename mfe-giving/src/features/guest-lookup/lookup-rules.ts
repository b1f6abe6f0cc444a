import { type FormValidation } from '@eoffering/shared/flows';
import {
  normalizeIdentity,
  parseWholeNumber,
  validateIdentity,
  type Validation,
} from '@eoffering/shared/rules';
import type { RequestOf } from '@eoffering/shared/contract';
import { parseAid } from '../../components/project-calls/project-calls';

/** The lookup form as typed: the giving number and the donor's identity number (docs/screens/guest-lookup.md). */
export interface LookupValues extends Record<string, unknown> {
  offeringAid: string;
  donorSid: string;
}

/**
 * A typed giving number as the calls take it ("１２３", "1,234" read as every number the donor
 * types is read), or null for anything that is no record id.
 */
export const parseOfferingAid = (text: string): number | null => {
  const typed = parseWholeNumber(text);
  return typed === null ? null : parseAid(String(typed));
};

const validateOfferingAid = (text: string): Validation => {
  if (text.trim() === '') return { key: 'giving:lookup.enterNumber' };
  return parseOfferingAid(text) === null ? { key: 'common:validation.dataCheckError' } : null;
};

/**
 * docs/screens/guest-lookup.md, guest lookup: both fields are required, each with its own message ('please enter giving
 * number', 'please enter ID'); a number that is no giving number, or an identity number outside
 * docs/screens/guest-lookup.md's pattern, is 'data check error' before anything is sent.
 */
export const validateLookup = (values: LookupValues): FormValidation<LookupValues> => ({
  offeringAid: validateOfferingAid(values.offeringAid),
  donorSid: validateIdentity(values.donorSid, 'enterId'),
});

/** The POST body of get_tra_detail_nopg (docs/api-contract.md): the identity number travels only here. */
export const lookupBody = (values: LookupValues): RequestOf<'get_tra_detail_nopg'> | null => {
  const offeringAid = parseOfferingAid(values.offeringAid);
  if (offeringAid === null) return null;
  return { offering_aid: offeringAid, donor_sid: normalizeIdentity(values.donorSid) };
};
