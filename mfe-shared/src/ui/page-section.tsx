import { useId, type ReactNode } from 'react';
import styles from './page-section.module.css';

export interface PageSectionProps {
  /** The page's one level-1 heading, which also names the section. */
  title: string;
  children: ReactNode;
  /** Extra classes for the section (a page that centres its content). */
  className?: string;
}

/** A page's content column: the app's content width, its level-1 heading, then the page. */
export const PageSection = ({ title, children, className }: PageSectionProps) => {
  const titleId = useId();
  return (
    <section
      className={className ? `${styles.page} ${className}` : styles.page}
      aria-labelledby={titleId}
    >
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
};
