import { ORDER_VIEWS, type OrderView } from '@eoffering/shared';
import type { ProjectItem } from '@eoffering/shared/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { givingPaths } from '../paths';
import { GIVING_NS } from '../strings';
import styles from './order-tabs.module.css';

/** spec 2: recurring is offered only when at least one item of the project has if_ach 1. */
export const hasRecurringItems = (items: readonly Pick<ProjectItem, 'if_ach'>[]): boolean =>
  items.some((item) => item.if_ach === 1);

interface OrderTabsProps {
  projectAid: number;
  current: OrderView;
  /** Null while the items load: the recurring tab stays hidden until they say it may show. */
  items: readonly Pick<ProjectItem, 'if_ach'>[] | null;
}

/** spec 2: the order tabs (express, normal, recurring); the selected one is scrolled into view. */
export const OrderTabs = ({ projectAid, current, items }: OrderTabsProps) => {
  const { t } = useTranslation(GIVING_NS);
  const selected = useRef<HTMLAnchorElement>(null);
  const views = ORDER_VIEWS.filter(
    (view) => view !== 'recurring_records' || (items !== null && hasRecurringItems(items)),
  );

  useEffect(() => {
    // On a phone the tabs scroll sideways; the current one must not sit off screen.
    selected.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current]);

  return (
    <nav className={styles.tabs} aria-label={t('order.tabsLabel')}>
      <ul className={styles.list}>
        {views.map((view) => (
          <li key={view} className={styles.item}>
            <Link
              ref={view === current ? selected : undefined}
              className={view === current ? `${styles.tab} ${styles.current}` : styles.tab}
              to={givingPaths.order(view, projectAid)}
              aria-current={view === current ? 'page' : undefined}
            >
              {t(`order.tabs.${view}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
