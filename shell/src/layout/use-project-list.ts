import { getConfig, useApiResult } from '@eoffering/shared';
import type { Project, RequestOf } from '@eoffering/shared/contract';
import { useState } from 'react';

export type ProjectList =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; projects: readonly Project[] };

/** spec 7: the church's projects are asked for by its url-rewrite id from config.json. */
export const projectListBody = (): RequestOf<'get_project_info_list'> => ({
  url_rewrite_id: getConfig().churchRewriteId,
});

/**
 * spec 2: the menu's project-introduction group comes from get_project_info_list. Fetched once,
 * the first time the menu opens (not on every page load: first-visit requests count). A failure
 * leaves the group saying so: callApi already showed spec 8's dialog for an HTTP failure.
 */
export const useProjectList = (wanted: boolean): ProjectList => {
  // Once asked for, always asked for: closing the menu does not drop an answer on its way.
  const [asked, setAsked] = useState(false);
  if (wanted && !asked) setAsked(true);
  const requested = wanted || asked;
  const result = useApiResult('get_project_info_list', projectListBody(), { enabled: requested });
  return result.status === 'ready'
    ? { status: 'ready', projects: result.data }
    : { status: result.status };
};
