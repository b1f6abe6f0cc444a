import type { Project } from '@eoffering/shared/contract';

/** A project that is a campaign: the backend sent all its figures (docs/api-contract.md). */
export type Campaign = Project &
  Required<Pick<Project, 'goal_amount' | 'goal_end_date' | 'given_amount' | 'giver_count'>>;

/** Only a project with every campaign figure is shown as one; a backend without them shows none. */
export const asCampaign = (project: Project): Campaign | null =>
  project.goal_amount !== undefined &&
  project.goal_end_date !== undefined &&
  project.given_amount !== undefined &&
  project.giver_count !== undefined
    ? (project as Campaign)
    : null;
