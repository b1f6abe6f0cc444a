import type { PaymentType, Project, ProjectItem } from '@eoffering/shared/contract';
import { found, notFound } from '../core/errors';
import { giverCount, givenTotal, projectGivings } from './campaign-figures';
import { defineRead } from '../core/rpc';
import type { ProjectRecord, StoreShape } from '../store/collections';

const byProject = (data: StoreShape, projectAid: number): ProjectRecord =>
  found(data.projects.find((candidate) => candidate.project_aid === projectAid));

/** docs/api-contract.md, 'Campaigns and pledges': a project with a goal answers its figures of now. */
const campaignOf = (data: StoreShape, record: ProjectRecord) => {
  if (record.goal_amount === undefined || record.goal_end_date === undefined) return {};
  const givings = projectGivings(data, record.project_aid);
  return {
    goal_amount: record.goal_amount,
    goal_end_date: record.goal_end_date,
    given_amount: givenTotal(givings),
    giver_count: giverCount(givings),
  };
};

const toProject = (data: StoreShape, record: ProjectRecord): Project => ({
  ...record,
  ...campaignOf(data, record),
  if_tra: record.if_tra === 0 ? 0 : 1,
});

/** docs/api-contract.md, projects and items. */
export const projectRpcs = [
  defineRead('get_project_info_list', (body, ctx, data) => {
    if (body.url_rewrite_id !== ctx.settings.churchRewriteId) throw notFound();
    return [...data.projects]
      .sort((a, b) => a.sort - b.sort)
      .map((record) => toProject(data, record));
  }),

  defineRead('get_project_info_detail', (body, _ctx, data) =>
    toProject(data, byProject(data, body.project_aid)),
  ),

  defineRead('get_project_items', (body, _ctx, data): ProjectItem[] => {
    byProject(data, body.project_aid);
    return data.project_items
      .filter((item) => item.project_aid === body.project_aid)
      .filter((item) => body.if_ach === 0 || item.if_ach === 1)
      .map((item) => ({ ...item, if_ach: item.if_ach === 1 ? 1 : 0 }));
  }),

  // The result schema drops the fields only the server keeps (docs/api-contract.md, type_action).
  defineRead('get_offering_types', (body, ctx, data): PaymentType[] => {
    byProject(data, body.project_aid);
    return data.payment_types
      .filter((type) => (body.if_ach === 1 ? type.for_ach : type.for_once))
      .sort((a, b) => a.type_display_no - b.type_display_no)
      .map((type) => ({ ...type, type_action: ctx.settings.api[type.purpose] }));
  }),
];
