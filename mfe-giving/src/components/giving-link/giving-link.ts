import { APP_BASE_PATH, ROUTES } from '@eoffering/shared';
import { validateAmount } from '@eoffering/shared/rules';
import type { ProjectItem } from '@eoffering/shared/contract';

/**
 * A printable link that opens express giving on the amount keypad with an item and, optionally,
 * an amount already chosen (`/order/express/{projectAid}?item={item_aid}&amount={n}`), so the
 * church can put a QR code on a poster. Both directions live here: the share dialog builds it,
 * the express page reads it.
 */
const ITEM = 'item';
const AMOUNT = 'amount';

type LinkItem = Pick<ProjectItem, 'item_aid' | 'item_donation_min_num' | 'item_donation_max_num'>;

/** The link's path within the app; amount 0 leaves the amount for the donor to type. */
export const givingLinkPath = (projectAid: number, itemAid: number, amount = 0): string => {
  const query = new URLSearchParams({ [ITEM]: String(itemAid) });
  if (amount > 0) query.set(AMOUNT, String(amount));
  return `${ROUTES.expressGiving.build({ projectAid })}?${query.toString()}`;
};

/** The full address to share: the page's origin, the app's base path and the link's path. */
export const givingLinkUrl = (
  origin: string,
  projectAid: number,
  itemAid: number,
  amount = 0,
): string => `${origin}${APP_BASE_PATH}${givingLinkPath(projectAid, itemAid, amount)}`;

const wholePositive = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

/**
 * The item and amount a link asks for, or null when it asks for nothing usable: an item this
 * project does not have, or an amount that is not whole or outside the item's limits (docs/screens/giving.md).
 * A printed link may outlive a change of limits, so a bad one falls back to choosing the item.
 */
export const parseGivingLink = <I extends LinkItem>(
  search: URLSearchParams,
  items: readonly I[],
): { item: I; amount: number } | null => {
  const itemAid = wholePositive(search.get(ITEM));
  const item = items.find((candidate) => candidate.item_aid === itemAid);
  if (!item) return null;
  const rawAmount = search.get(AMOUNT);
  if (rawAmount === null || rawAmount === '') return { item, amount: 0 };
  const amount = wholePositive(rawAmount);
  if (amount === null) return null;
  const limits = { min: item.item_donation_min_num, max: item.item_donation_max_num };
  return validateAmount(amount, limits) === null ? { item, amount } : null;
};
