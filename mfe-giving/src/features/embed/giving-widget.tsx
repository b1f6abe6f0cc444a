import {
  APP_BASE_PATH,
  LoadingArea,
  ROUTES,
  Skeleton,
  buttonClassName,
  getConfig,
  useApiResult,
  useTranslation,
  useBackendName,
} from '@eoffering/shared';
import { projectListBody, type Project } from '@eoffering/shared/contract';
import { useProjectIntro } from '../../components/project-icon/use-project-intro';
import { ProjectIcon } from '../../components/project-icon/project-icon';
import { GIVING_NS } from '../../strings';
import styles from './giving-widget.module.css';

/** Where 'start donating' goes from the main website: a full page load of the project's page. */
export const projectPageUrl = (projectAid: number): string =>
  `${APP_BASE_PATH}${ROUTES.projectDetail.build({ projectAid })}`;

const WidgetProject = ({ project }: { project: Project }) => {
  const { t } = useTranslation(GIVING_NS);
  const nameOf = useBackendName();
  const intro = useProjectIntro(project);
  return (
    <li className={styles.project}>
      <ProjectIcon project={project} />
      <div className={styles.text}>
        <h3 className={styles.name}>{nameOf(project, 'project_name')}</h3>
        <p className={styles.intro}>{intro}</p>
      </div>
      <a
        className={buttonClassName('primary')}
        href={projectPageUrl(project.project_aid)}
        aria-label={t('home.startDonatingTo', { name: nameOf(project, 'project_name') })}
      >
        {t('home.startDonating')}
      </a>
    </li>
  );
};

/** The `./embed` widget: the church's projects, each with a start-donating link into eoffering. */
export const GivingWidget = () => {
  const { t } = useTranslation(GIVING_NS);
  const projects = useApiResult('get_project_info_list', projectListBody(getConfig()));

  return (
    <section className={styles.widget} aria-labelledby="eoffering-widget-title">
      <h2 id="eoffering-widget-title" className={styles.title}>
        {t('home.title')}
      </h2>
      {projects.status === 'loading' && (
        <LoadingArea label={t('home.loading')}>
          <Skeleton />
          <Skeleton />
        </LoadingArea>
      )}
      {projects.status === 'failed' && <p role="alert">{t('home.loadFailed')}</p>}
      {projects.status === 'ready' &&
        (projects.data.length === 0 ? (
          <p>{t('home.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {projects.data.map((project) => (
              <WidgetProject key={project.project_aid} project={project} />
            ))}
          </ul>
        ))}
    </section>
  );
};
