import { getConfig, useApiResult } from '@eoffering/shared';
import { projectListBody, type Project } from '@eoffering/shared/contract';
import { useState } from 'react';

export type ProjectList =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; projects: readonly Project[] };

/**
 * docs/screens/shell.md: the menu's project-introduction group comes from get_project_info_list. Fetched once,
 * the first time the menu opens (not on every page load: first-visit requests count). A failure
 * leaves the group saying so: callApi already showed docs/screens/shell.md's dialog for an HTTP failure.
 */
export const useProjectList = (wanted: boolean): ProjectList => {
  // Once asked for, always asked for: closing the menu does not drop an answer on its way.
  const [asked, setAsked] = useState(false);
  if (wanted && !asked) setAsked(true);
  const requested = wanted || asked;
  const result = useApiResult('get_project_info_list', projectListBody(getConfig()), {
    enabled: requested,
  });
  return result.status === 'ready'
    ? { status: 'ready', projects: result.data }
    : { status: result.status };
};
