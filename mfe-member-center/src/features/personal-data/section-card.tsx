import { type ApiResultState, LoadingArea, Skeleton, useTranslation } from '@eoffering/shared';
import { useId, type ReactNode } from 'react';
import { MEMBER_NS } from '../../strings';
import styles from './personal-data.module.css';

interface SectionCardProps<T> {
  title: string;
  state: ApiResultState<T>;
  /** False when the failure is handled elsewhere (the page leaves), so no message is shown. */
  showFailure?: boolean;
  children: (data: T) => ReactNode;
  footer?: ReactNode;
}

/** One card of the personal page: a titled section that shows loading, failure or its data. */
export const SectionCard = <T,>({
  title,
  state,
  showFailure = true,
  children,
  footer,
}: SectionCardProps<T>) => {
  const { t } = useTranslation(MEMBER_NS);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      {state.status === 'loading' && (
        <LoadingArea>
          <Skeleton />
          <Skeleton width="60%" />
        </LoadingArea>
      )}
      {state.status === 'failed' && showFailure && <p role="alert">{t('sectionFailed')}</p>}
      {state.status === 'ready' && children(state.data)}
      {footer}
    </section>
  );
};
