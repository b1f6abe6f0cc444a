// The contract's fixtures live once, in @eoffering/shared/testing; the giving tests name them here.
import { anItem } from '@eoffering/shared/testing';

export { aProject, anItem } from '@eoffering/shared/testing';

/** The tithe of the giving tests: NT$100 to NT$5,000, so a test can pass the maximum. */
export const tithe = anItem({
  item_aid: 1,
  item_donation_min_num: 100,
  item_donation_max_num: 5000,
});

/** The thanksgiving item next to it. */
export const thanksgiving = anItem({ item_aid: 2, item_name: '感恩奉獻' });
