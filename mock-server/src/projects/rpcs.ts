import type { PaymentType, Project, ProjectItem } from '@eoffering/shared/contract';
import { notFound } from '../core/errors';
import { defineRpc } from '../core/rpc';
import type { ProjectRecord, StoreShape } from '../store/records';

const byProject = (data: StoreShape, projectAid: number): ProjectRecord => {
  const project = data.projects.find((candidate) => candidate.project_aid === projectAid);
  if (!project) throw notFound();
  return project;
};

const toProject = (record: ProjectRecord): Project => ({
  ...record,
  if_tra: record.if_tra === 0 ? 0 : 1,
});

/** docs/api-contract.md, projects and items. */
export const projectRpcs = [
  defineRpc('get_project_info_list', (body, ctx) => {
    if (body.url_rewrite_id !== ctx.settings.churchRewriteId) throw notFound();
    return [...ctx.store.read().projects].sort((a, b) => a.sort - b.sort).map(toProject);
  }),

  defineRpc('get_project_info_detail', (body, ctx) =>
    toProject(byProject(ctx.store.read(), body.project_aid)),
  ),

  defineRpc('get_project_items', (body, ctx): ProjectItem[] => {
    const data = ctx.store.read();
    byProject(data, body.project_aid);
    return data.project_items
      .filter((item) => item.project_aid === body.project_aid)
      .filter((item) => body.if_ach === 0 || item.if_ach === 1)
      .map((item) => ({ ...item, if_ach: item.if_ach === 1 ? 1 : 0 }));
  }),

  // docs/api-contract.md: type_action is the call path of the method, so the front end knows what to post.
  defineRpc('get_offering_types', (body, ctx): PaymentType[] => {
    const data = ctx.store.read();
    byProject(data, body.project_aid);
    return data.payment_types
      .filter((type) => (body.if_ach === 1 ? type.for_ach : type.for_once))
      .sort((a, b) => a.type_display_no - b.type_display_no)
      .map((type) => ({
        type_aid: type.type_aid,
        type_name: type.type_name,
        ...(type.type_name_en ? { type_name_en: type.type_name_en } : {}),
        type_display_no: type.type_display_no,
        type_img_url: type.type_img_url,
        type_action: ctx.settings.api[type.purpose],
        ...(type.type_fee_rate ? { type_fee_rate: type.type_fee_rate } : {}),
        ...(type.type_fee_amount ? { type_fee_amount: type.type_fee_amount } : {}),
      }));
  }),
];
