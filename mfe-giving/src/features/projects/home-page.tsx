import {
  Button,
  LoadingArea,
  PageSection,
  getConfig,
  useApiResult,
  useTranslation,
} from '@eoffering/shared';
import { takeOverFirstScreen } from '@eoffering/shared/boot';
import { projectListBody } from '@eoffering/shared/contract';
import { useLayoutEffect } from 'react';
import { ProjectCard } from './project-card';
import { ProjectCardSkeleton } from './project-card-skeleton';
import { GIVING_NS } from '../../strings';
import styles from './home-page.module.css';

// docs/screens/giving.md: the skeleton stands in for the cards while the list loads.
const SKELETON_CARDS = 3;

/** docs/screens/giving.md, route `/`: a loading skeleton, then one card per project. */
export const HomePage = () => {
  const { t } = useTranslation(GIVING_NS);
  const projects = useApiResult('get_project_info_list', projectListBody(getConfig()));
  const loaded = projects.status !== 'loading';
  // The static first screen (docs/decisions.md, 'The first screen painted before the app') stays
  // over the skeleton and goes before the browser paints the cards, which stand where its stood.
  useLayoutEffect(() => {
    if (loaded) takeOverFirstScreen();
  }, [loaded]);

  return (
    <PageSection title={t('home.title')}>
      {projects.status === 'loading' && (
        <LoadingArea label={t('home.loading')}>
          <ul className={styles.cards}>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <ProjectCardSkeleton key={index} />
            ))}
          </ul>
        </LoadingArea>
      )}
      {projects.status === 'failed' && (
        <div role="alert" className={styles.notice}>
          <p>{t('home.loadFailed')}</p>
          <Button variant="secondary" onClick={projects.reload}>
            {t('common:actions.retry')}
          </Button>
        </div>
      )}
      {projects.status === 'ready' &&
        (projects.data.length === 0 ? (
          <p className={styles.notice}>{t('home.empty')}</p>
        ) : (
          <ul className={styles.cards}>
            {projects.data.map((project) => (
              <ProjectCard key={project.project_aid} project={project} />
            ))}
          </ul>
        ))}
    </PageSection>
  );
};
