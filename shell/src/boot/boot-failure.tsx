import { Button, useTranslation } from '@eoffering/shared';
import { takeOverFirstScreen } from '@eoffering/shared/boot';
import { useLayoutEffect } from 'react';
import { SHELL_NS } from '../strings';
import styles from './boot-failure.module.css';

/** config.json could not be read: never a blank page, a message in the browser's language instead. */
export const BootFailure = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation(SHELL_NS);
  // A static first screen painted before the start-up failed gives way to this message.
  useLayoutEffect(takeOverFirstScreen, []);
  return (
    <main className={styles.page}>
      <section role="alert" aria-labelledby="eo-boot-failure">
        <h1 id="eo-boot-failure">{t('boot.failedTitle')}</h1>
        <p>{t('boot.failedMessage')}</p>
        <Button onClick={onRetry}>{t('boot.reload')}</Button>
      </section>
    </main>
  );
};
