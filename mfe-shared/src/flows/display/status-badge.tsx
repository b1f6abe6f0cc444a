import { useTranslation } from '@eoffering/shared';
import type { StatusTone, StatusView } from '@eoffering/shared/rules';
import type { ReactNode } from 'react';
import { FLOWS_NS } from '../flow-strings';
import styles from './status-badge.module.css';

/**
 * A badge's colours: the status tones, and the calm blue of information for something that ran its
 * course (a recurring plan whose last period was debited, docs/screens/member-centre.md), which
 * must not look like a stop.
 */
export type BadgeTone = StatusTone | 'info';

/** A coloured label; the words carry the meaning, the colour only repeats it. */
export const Badge = ({ tone, children }: { tone: BadgeTone; children: ReactNode }) => (
  <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>
);

/** A status of the shared tables (giving, recurring setting) as a coloured label. */
export const StatusBadge = ({ view }: { view: StatusView }) => {
  const { t } = useTranslation(FLOWS_NS);
  return <Badge tone={view.tone}>{t(view.labelKey)}</Badge>;
};
