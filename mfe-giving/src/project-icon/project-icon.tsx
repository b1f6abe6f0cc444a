import type { Project } from '@eoffering/shared/contract';
import styles from './project-icon.module.css';

/** A project's icon on its background colour (spec 3: project_icon_url, icon_bg). */
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
