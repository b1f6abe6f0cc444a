import { useTranslation } from '@eoffering/shared';
import type { StatusView } from '@eoffering/shared/rules';
import { FLOWS_NS } from './flow-strings';
import styles from './status-badge.module.css';

/** A status as a coloured label; the text carries the meaning, the colour only repeats it. */
export const StatusBadge = ({ view }: { view: StatusView }) => {
  const { t } = useTranslation(FLOWS_NS);
  return <span className={`${styles.badge} ${styles[view.tone]}`}>{t(view.labelKey)}</span>;
};
