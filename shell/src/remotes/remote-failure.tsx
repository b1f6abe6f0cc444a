import { Button, useTranslation } from '@eoffering/shared';
import { useEffect, useRef } from 'react';
import { SHELL_NS } from '../strings';
import styles from './remote-failure.module.css';

/**
 * design.md section 2: what the remote's area shows when the remote cannot load or crashed. The
 * rest of the page stays; the message is in the user's language and retry really tries again.
 */
export const RemoteFailure = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation(SHELL_NS);
  const heading = useRef<HTMLHeadingElement>(null);

  // Screen-reader users hear the failure (role alert); keyboard users land on it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={styles.failure} role="alert" aria-labelledby="eo-remote-failure-title">
      <h1 id="eo-remote-failure-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t('common:remote.failedTitle')}
      </h1>
      <p className={styles.message}>{t('common:remote.failedMessage')}</p>
      <Button onClick={onRetry}>{t('common:actions.retry')}</Button>
    </section>
  );
};
