/** spec 3: the order screens a saved order can name as its `view`, in tab order. */
export const ORDER_VIEWS = ['express', 'normal', 'recurring_records'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];
