import { useEffect, useRef } from 'react';
import { Link } from '@eoffering/shared';
import styles from './tab-nav.module.css';

export interface TabNavItem {
  key: string;
  /** The route of the tab: each tab is its own page. */
  to: string;
  label: string;
  /** Marks the current tab: `page` on its own page, `true` on a page under it. */
  current?: 'page' | 'true';
}

export interface TabNavProps {
  /** Names the navigation landmark. */
  label: string;
  items: readonly TabNavItem[];
  /**
   * `scroll`: tabs keep their width and scroll sideways on a phone, the current one scrolled into
   * view; `fill`: tabs share the width equally and long labels wrap.
   */
  layout?: 'scroll' | 'fill';
}

/** Tabs that are links between pages (order tabs, member-centre sections), as a named nav list. */
export const TabNav = ({ label, items, layout = 'scroll' }: TabNavProps) => {
  const selected = useRef<HTMLAnchorElement>(null);
  const currentIndex = items.findIndex((item) => item.current);

  useEffect(() => {
    // docs/screens/giving.md: the selected tab is scrolled into view (phones scroll the tabs sideways).
    if (layout === 'scroll') {
      selected.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    }
  }, [layout, currentIndex]);

  return (
    <nav className={`${styles.nav} ${styles[layout]}`} aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key} className={styles.item}>
            <Link
              ref={item.current ? selected : undefined}
              className={styles.tab}
              to={item.to}
              aria-current={item.current}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
