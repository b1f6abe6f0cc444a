import type { Project } from '@eoffering/shared/contract';

/**
 * docs/screens/giving.md: a project with if_tra 0 and a non-empty project_link_url takes gifts on that external
 * page instead of an order here. Only an absolute http(s) URL is ever followed (no open
 * `javascript:` or `data:` navigation); anything else counts as no link.
 */
export const externalGivingUrl = (
  project: Pick<Project, 'if_tra' | 'project_link_url'>,
): URL | null => {
  if (project.if_tra !== 0) return null;
  try {
    const url = new URL(project.project_link_url.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};
