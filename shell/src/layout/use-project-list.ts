import { callApi, getConfig } from '@eoffering/shared';
import type { Project } from '@eoffering/shared/contract';
import { useEffect, useState } from 'react';

export type ProjectList =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; projects: readonly Project[] };

/**
 * spec 2: the menu's project-introduction group comes from get_project_info_list. Fetched once,
 * the first time the menu opens (not on every page load: first-visit requests count).
 */
export const useProjectList = (wanted: boolean): ProjectList => {
  const [list, setList] = useState<ProjectList>({ status: 'idle' });
  // Once asked for, always asked for: closing the menu does not drop an answer on its way.
  const [asked, setAsked] = useState(false);
  if (wanted && !asked) setAsked(true);
  const requested = wanted || asked;

  useEffect(() => {
    if (!requested) return;
    let mounted = true;
    callApi('get_project_info_list', { url_rewrite_id: getConfig().churchRewriteId }).then(
      (projects) => {
        if (mounted) setList({ status: 'ready', projects });
      },
      () => {
        // callApi already showed spec 8's dialog for an HTTP failure; the group says it is empty.
        if (mounted) setList({ status: 'failed' });
      },
    );
    return () => {
      mounted = false;
    };
  }, [requested]);

  return requested && list.status === 'idle' ? { status: 'loading' } : list;
};
