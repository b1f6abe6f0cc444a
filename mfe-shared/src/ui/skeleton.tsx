import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './skeleton.module.css';
import hidden from './visually-hidden.module.css';

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}

/** A placeholder block while content loads; hidden from assistive technology. */
export const Skeleton = ({ shape = 'text', width = '100%', height }: SkeletonProps) => (
  <span
    className={`${styles.skeleton} ${styles[shape]}`}
    style={{ width, height: height ?? (shape === 'text' ? undefined : width) }}
    aria-hidden="true"
  />
);

/**
 * Wraps placeholders: tells assistive technology the area is busy and says 'Loading…' once, since
 * the placeholders themselves are silent.
 */
export const LoadingArea = ({ children, label }: { children: ReactNode; label?: string }) => {
  const { t } = useTranslation('common');
  return (
    <div aria-busy="true">
      <span className={hidden.visuallyHidden} role="status">
        {label ?? t('actions.loading')}
      </span>
      {children}
    </div>
  );
};

/**
 * The placeholder of a whole page while its chunk or its data loads: a heading bar and a block,
 * announced once as `label` (default 'Loading…').
 */
export const PageLoading = ({ label }: { label?: string }) => (
  <div className={styles.page}>
    <LoadingArea label={label}>
      <Skeleton height="3rem" />
      <Skeleton shape="rect" height="12rem" />
    </LoadingArea>
  </div>
);
