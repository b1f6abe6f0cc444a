import type { OrderView } from '@eoffering/shared';

/** The paths this remote links to (spec 2 route table), relative to the app root. */
export const givingPaths = {
  home: '/',
  projectDetail: (projectAid: number) => `/project_detail/${projectAid}`,
  order: (view: OrderView, projectAid: number) => `/order/${view}/${projectAid}`,
} as const;
