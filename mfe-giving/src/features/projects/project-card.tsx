import { Link, ROUTES, buttonClassName, useTranslation, useBackendName } from '@eoffering/shared';
import type { Project } from '@eoffering/shared/contract';
import { ProjectHeading } from '../../components/project-icon/project-icon';
import { StartGivingButton } from './start-giving-button';
import { asCampaign } from './as-campaign';
import { CampaignProgress } from './campaign-progress';
import { GIVING_NS } from '../../strings';
import { useProjectIntro } from '../../components/project-icon/use-project-intro';
import styles from './project-card.module.css';

/**
 * docs/screens/giving.md: one project on the home page: image, icon, name, intro, 'learn more',
 * 'start donating'; a campaign's figures under the intro (docs/api-contract.md).
 */
export const ProjectCard = ({ project }: { project: Project }) => {
  const { t } = useTranslation(GIVING_NS);
  const nameOf = useBackendName();
  const intro = useProjectIntro(project);
  const nameId = `project-${project.project_aid}-name`;
  const campaign = asCampaign(project);

  return (
    <li className={styles.card}>
      <article className={styles.article} aria-labelledby={nameId}>
        <img className={styles.image} src={project.project_img_url} alt="" />
        <div className={styles.body}>
          <ProjectHeading project={project}>
            <h2 id={nameId} className={styles.name}>
              {nameOf(project, 'project_name')}
            </h2>
          </ProjectHeading>
          <p className={styles.intro}>{intro}</p>
          {campaign && (
            <CampaignProgress campaign={campaign} name={nameOf(project, 'project_name')} />
          )}
          <div className={styles.actions}>
            <Link
              className={buttonClassName('link')}
              to={ROUTES.projectDetail.build({ projectAid: project.project_aid })}
              aria-label={t('home.learnMoreAbout', { name: nameOf(project, 'project_name') })}
            >
              {t('home.learnMore')}
            </Link>
            <StartGivingButton
              project={project}
              label={t('home.startDonatingTo', { name: nameOf(project, 'project_name') })}
            />
          </div>
        </div>
      </article>
    </li>
  );
};
