import { useTranslation } from 'react-i18next';
import type { StatusView } from '../status/giving-status';
import styles from './status-badge.module.css';

/** A status as a coloured label; the text carries the meaning, the colour only repeats it. */
export const StatusBadge = ({ view }: { view: StatusView }) => {
  const { t } = useTranslation('common');
  return <span className={`${styles.badge} ${styles[view.tone]}`}>{t(view.labelKey)}</span>;
};
