import { Skeleton } from '@eoffering/shared';
import type { Project } from '@eoffering/shared/contract';
import type { ReactNode } from 'react';
import styles from './project-icon.module.css';

// The icon's diameter; project-icon.module.css draws the icon itself at the same size.
const ICON_SIZE = '2.5rem';

/** A project's icon on its background colour (docs/api-contract.md: project_icon_url, icon_bg). */
export const ProjectIcon = ({
  project,
}: {
  project: Pick<Project, 'project_icon_url' | 'icon_bg'>;
}) => (
  // React sets the colour through the CSS object model, which ignores a value that is not a colour.
  <span className={styles.icon} style={{ backgroundColor: project.icon_bg || undefined }}>
    <img className={styles.glyph} src={project.project_icon_url} alt="" />
  </span>
);

/**
 * A project's heading: its icon beside the heading element given as `children`; while the project
 * loads (`null`), a placeholder of the icon's size.
 */
export const ProjectHeading = ({
  project,
  children,
}: {
  project: Pick<Project, 'project_icon_url' | 'icon_bg'> | null;
  children: ReactNode;
}) => (
  <div className={styles.heading}>
    {project ? <ProjectIcon project={project} /> : <Skeleton shape="circle" width={ICON_SIZE} />}
    {children}
  </div>
);
