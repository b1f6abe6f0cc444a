import { StatusBadge } from '@eoffering/shared/flows';
import { type StatusTone, type StatusView } from '@eoffering/shared/rules';
import styles from './result-parts.module.css';

// Decoration only (aria-hidden): the heading and the status label carry the meaning.
const STATUS_ICONS: Record<StatusTone, string> = {
  success: '✓',
  pending: '…',
  failure: '!',
  neutral: '–',
};

export interface ResultStatusProps {
  view: StatusView;
  title: string;
  /** The pending icon: '…' while waiting, '!' where the member must act. */
  pendingIcon?: string;
}

/** docs/screens/giving.md: a result page's status: an icon in the tone's colour, the title and the status label. */
export const ResultStatus = ({ view, title, pendingIcon }: ResultStatusProps) => {
  const icon = view.tone === 'pending' && pendingIcon ? pendingIcon : STATUS_ICONS[view.tone];
  return (
    <div className={`${styles.status} ${styles[view.tone] ?? ''}`}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <h2 className={styles.statusTitle}>{title}</h2>
      <StatusBadge view={view} />
    </div>
  );
};
