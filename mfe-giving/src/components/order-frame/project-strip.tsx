import { Link, ROUTES, buttonClassName, useTranslation, useBackendName } from '@eoffering/shared';
import type { Project } from '@eoffering/shared/contract';
import { ProjectHeading } from '../project-icon/project-icon';
import { ORDER_NS } from './order-strings';
import styles from './project-strip.module.css';

/** docs/screens/giving.md: the project header strip of the order screens: image, icon, name, 'back to other projects'. */
export const ProjectStrip = ({ project }: { project: Project }) => {
  const { t } = useTranslation(ORDER_NS);
  const nameOf = useBackendName();
  return (
    <header className={styles.strip}>
      <img className={styles.image} src={project.project_img_url} alt="" />
      <div className={styles.overlay}>
        <ProjectHeading project={project}>
          <h1 className={styles.name}>{nameOf(project, 'project_name')}</h1>
        </ProjectHeading>
        <Link className={`${buttonClassName('link')} ${styles.back}`} to={ROUTES.home.build({})}>
          {t('order.backToProjects')}
        </Link>
      </div>
    </header>
  );
};
