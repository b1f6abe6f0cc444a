import type { ProjectItem } from '../contract';

/** An item as get_project_items answers it (spec 3); if_ach 1 allows recurring giving. */
export const anItem = (overrides: Partial<ProjectItem> = {}): ProjectItem => ({
  id: 1,
  item_aid: 1,
  item_name: '十一奉獻',
  item_donation_min_num: 100,
  item_donation_max_num: 500000,
  item_donation_amount: 0,
  if_ach: 0,
  ...overrides,
});
