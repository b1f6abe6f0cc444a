import type { GuestGivingSummary } from '@eoffering/shared/contract';
import { defineRpc } from '../core/rpc';
import { settledData } from './overdue-transfers';
import { heldGuestPasses } from './guest-pass';

/** A browser's list stays short: the lookup page leads back to recent gifts, not to an archive. */
const MAX_LISTED = 10;

/**
 * The guest givings whose live pass the request carries, newest first (docs/api-contract.md,
 * 'Guest givings'): the browser that paid finds them again on the lookup page without the
 * donor's identity number, which a guest who closed the donor form never entered. Nothing but
 * the pass opens them, so another browser gets an empty list.
 */
export const guestGivingRpcs = [
  defineRpc('get_guest_givings', (_body, ctx) => {
    const data = settledData(ctx.store, ctx.now());
    const held = new Set(heldGuestPasses(data, ctx));
    return data.givings
      .filter((giving) => giving.member_id === null && held.has(giving.offering_aid))
      .sort((a, b) => b.offering_aid - a.offering_aid)
      .slice(0, MAX_LISTED)
      .map((giving): GuestGivingSummary => {
        const project = data.projects.find(
          (candidate) => candidate.project_aid === giving.project_aid,
        );
        return {
          offering_aid: giving.offering_aid,
          project_name: project?.project_name ?? '',
          project_name_en: project?.project_name_en,
          offering_build_datetime: giving.offering_build_datetime,
          amount: giving.amount,
          pay_method: giving.pay_method,
          status: giving.status,
          order_info_aid: giving.order_info_aid,
        };
      });
  }),
];
