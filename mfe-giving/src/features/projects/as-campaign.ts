import type { Project } from '@eoffering/shared/contract';

type CampaignFigures = Pick<Project, 'goal_amount' | 'goal_end_date' | 'given_amount' | 'giver_count'>;

/** A project that is a campaign: the backend sent all its figures (docs/api-contract.md). */
export type Campaign = Project & Required<CampaignFigures>;

/** Only a project with every campaign figure is shown as one; a backend without them shows none. */
export const hasCampaignFigures = (project: object): boolean => {
  const figures: Partial<CampaignFigures> = project;
  return (
    figures.goal_amount !== undefined &&
    figures.goal_end_date !== undefined &&
    figures.given_amount !== undefined &&
    figures.giver_count !== undefined
  );
};

export const asCampaign = (project: Project): Campaign | null =>
  hasCampaignFigures(project) ? (project as Campaign) : null;
