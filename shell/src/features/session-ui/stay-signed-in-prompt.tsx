import {
  Button,
  Dialog,
  session,
  useTranslation,
  visuallyHiddenClassName,
} from '@eoffering/shared';
import { useEffect, useRef, useState } from 'react';
import { SHELL_NS } from '../../strings';

/** Seconds at which the countdown is announced: often enough to warn, never every second. */
const ANNOUNCED_AT = [10, 5] as const;
const SECOND_MS = 1000;

const secondsUntil = (endsAt: number): number =>
  Math.max(0, Math.ceil((endsAt - Date.now()) / SECOND_MS));

/** The whole seconds left until `endsAt`, updated every second. */
const useSecondsLeft = (endsAt: number): number => {
  const [seconds, setSeconds] = useState(() => secondsUntil(endsAt));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsUntil(endsAt)), SECOND_MS);
    return () => clearInterval(timer);
  }, [endsAt]);
  return seconds;
};

/** The last threshold passed, so a screen reader hears '10 seconds left' once, then '5'. */
const announcementOf = (seconds: number): number | null =>
  ANNOUNCED_AT.reduce<number | null>(
    (found, threshold) => (seconds <= threshold ? threshold : found),
    null,
  );

interface StaySignedInPromptProps {
  /** When the session ends without an answer (epoch ms). */
  endsAt: number;
  /** False while another dialog has the screen (one modal at a time). */
  shown: boolean;
}

/**
 * WCAG 2.2.1, docs/screens/shell.md: 'Are you still there?' with a countdown that changes every
 * second on screen and is announced politely at 10 and 5 seconds (the dialog's description reads
 * the whole sentence when it opens). 'Stay signed in' puts focus back where the member was, or on
 * the page's content when it was nowhere.
 */
export const StaySignedInPrompt = ({ endsAt, shown }: StaySignedInPromptProps) => {
  const { t } = useTranslation(SHELL_NS);
  const seconds = useSecondsLeft(endsAt);
  const announced = announcementOf(seconds);
  const [returnTo] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  const staying = useRef(false);

  useEffect(
    () => () => {
      if (!staying.current) return;
      const target = returnTo?.isConnected ? returnTo : document.querySelector('main');
      if (target instanceof HTMLElement) target.focus({ preventScroll: true });
    },
    [returnTo],
  );

  const stay = () => {
    staying.current = true;
    session.staySignedIn();
  };

  return (
    <Dialog
      open={shown}
      role="alertdialog"
      tone="warning"
      title={t('common:session.stayTitle')}
      closable={false}
      onClose={stay}
      footer={<Button onClick={stay}>{t('common:session.staySignedIn')}</Button>}
    >
      <p>{t('common:session.stayMessage', { count: seconds })}</p>
      {/* Heard, not seen: the visible sentence already shows the seconds. */}
      <p role="status" className={visuallyHiddenClassName}>
        {announced === null ? '' : t('common:session.countdownAnnounce', { count: announced })}
      </p>
    </Dialog>
  );
};
