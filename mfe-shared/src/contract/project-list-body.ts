import type { z } from 'zod';
import type { RuntimeConfig } from '../config/runtime-config';
import type { callSchemas } from './schemas';

/** docs/api-contract.md: the project list is asked for by the church's url-rewrite id from config.json. */
export const projectListBody = ({
  churchRewriteId,
}: Pick<RuntimeConfig, 'churchRewriteId'>): z.input<
  (typeof callSchemas)['get_project_info_list']['request']
> => ({
  url_rewrite_id: churchRewriteId,
});
