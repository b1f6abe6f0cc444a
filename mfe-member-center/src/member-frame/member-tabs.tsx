import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { MEMBER_NS } from '../strings';
import { MEMBER_TABS, type MemberTab } from './member-pages';
import styles from './member-frame.module.css';

interface MemberTabsProps {
  current: MemberTab;
}

/**
 * The four member-centre sections as links (each is its own route). The current one carries
 * aria-current: `page` on the section's own page, `true` on a page under it (detail, recurring).
 */
export const MemberTabs = ({ current }: MemberTabsProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const pathname = useLocation().pathname.replace(/\/+$/, '');
  return (
    <nav aria-label={t('frame.tabsLabel')}>
      <ul className={styles.tabList}>
        {MEMBER_TABS.map(({ tab, path }) => {
          const marked = tab === current ? (pathname === path ? 'page' : 'true') : undefined;
          return (
            <li key={tab}>
              <Link to={path} aria-current={marked} className={styles.tab}>
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
