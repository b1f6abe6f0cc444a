import { Button, useTranslation } from '@eoffering/shared';
import { takeOverFirstScreen } from '@eoffering/shared/boot';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { SHELL_NS } from '../strings';
import styles from './remote-failure.module.css';

/**
 * Why the remote's area shows no remote: it could not load or crashed (`unavailable`: retry tries
 * again), or it was built for a newer or older page than this one (`outdated`, docs/architecture.md
 * compatibility policy: a reload, now or shortly, picks up the matching release).
 */
export type RemoteFailureReason = 'unavailable' | 'outdated';

const TEXTS = {
  unavailable: {
    title: 'common:remote.failedTitle',
    message: 'common:remote.failedMessage',
    action: 'common:actions.retry',
  },
  outdated: {
    title: `${SHELL_NS}:remote.outdatedTitle`,
    message: `${SHELL_NS}:remote.outdatedMessage`,
    action: `${SHELL_NS}:remote.reload`,
  },
} as const;

/**
 * docs/architecture.md: what the remote's area shows when the remote cannot be mounted. The rest of
 * the page stays; the message is in the user's language and its button is the way forward.
 */
export const RemoteFailure = ({
  reason,
  onRetry,
}: {
  reason: RemoteFailureReason;
  onRetry: () => void;
}) => {
  const { t } = useTranslation(SHELL_NS);
  const heading = useRef<HTMLHeadingElement>(null);
  const texts = TEXTS[reason];

  // The home page's static first screen gives way to the failure (docs/decisions.md, 'The first
  // screen painted before the app'), before the heading is focused: a hidden one cannot be.
  useLayoutEffect(takeOverFirstScreen, []);
  // Screen-reader users hear the failure (role alert); keyboard users land on it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={styles.failure} role="alert" aria-labelledby="eo-remote-failure-title">
      <h1 id="eo-remote-failure-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t(texts.title)}
      </h1>
      <p className={styles.message}>{t(texts.message)}</p>
      <Button onClick={onRetry}>{t(texts.action)}</Button>
    </section>
  );
};
