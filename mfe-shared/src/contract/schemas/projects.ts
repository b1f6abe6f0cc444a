import { z } from 'zod';
import { aid, flag, text } from './common';
import { paymentType, project, projectItem } from './entities';
import type { CallSchema } from './common';

/** docs/api-contract.md, projects and items. */
export const projectSchemas = {
  get_project_info_list: {
    /** The church's url-rewrite id (config.json `churchRewriteId`). */
    request: z.object({ url_rewrite_id: text(100) }).strict(),
    result: z.array(project),
  },
  get_project_info_detail: {
    request: z.object({ project_aid: aid }).strict(),
    result: project,
  },
  get_project_items: {
    /** if_ach 1: only the items available for recurring giving. */
    request: z.object({ project_aid: aid, if_ach: flag }).strict(),
    result: z.array(projectItem),
  },
  get_offering_types: {
    /** if_ach 1: the methods of a recurring setting; 0: of a one-off giving. */
    request: z.object({ project_aid: aid, if_ach: flag }).strict(),
    result: z.array(paymentType),
  },
} satisfies Record<string, CallSchema>;
