import { Skeleton } from '@eoffering/shared';
import { ProjectHeading } from '../../components/project-icon/project-icon';
import styles from './project-card.module.css';

/** The shape of a project card while the list loads (docs/screens/giving.md: a loading skeleton). */
export const ProjectCardSkeleton = () => (
  <li className={styles.card}>
    <div className={styles.image}>
      <Skeleton shape="rect" width="100%" height="100%" />
    </div>
    <div className={styles.body}>
      <ProjectHeading project={null}>
        <Skeleton width="60%" />
      </ProjectHeading>
      <Skeleton />
      <Skeleton width="40%" />
    </div>
  </li>
);
