import type { GuestGivingSummary } from '@eoffering/shared/contract';
import { defineRpc } from '../core/rpc';
import { settledData } from './overdue-transfers';
import { heldGuestPasses } from './guest-pass';
import { projectNames } from './giving-detail';

// The lookup page leads back to recent gifts, not to an archive.
const MAX_LISTED = 10;

// docs/api-contract.md, 'Guest givings': nothing but the pass opens them.
export const guestGivingRpcs = [
  defineRpc('get_guest_givings', (_body, ctx) => {
    const data = settledData(ctx.store, ctx.now());
    const held = new Set(heldGuestPasses(data, ctx));
    return data.givings
      .filter((giving) => giving.member_id === null && held.has(giving.offering_aid))
      .sort((a, b) => b.offering_aid - a.offering_aid)
      .slice(0, MAX_LISTED)
      .map((giving): GuestGivingSummary => ({
        ...giving,
        ...projectNames(data, giving.project_aid),
      }));
  }),
];
