import { Link, buttonClassName, useTranslation } from '@eoffering/shared';
import type { ReactNode } from 'react';
import { MEMBER_NS } from '../../strings';
import { MEMBER_PAGES, type MemberPage } from './member-pages';
import { MemberTabs } from './member-tabs';
import styles from './member-frame.module.css';

interface MemberFrameProps {
  page: MemberPage;
  /** Where Back goes when the page knows better than its fixed parent (a list's own query). */
  back?: string;
  children?: ReactNode;
}

/** docs/screens/member-centre.md: every member-centre page has a header bar with a back button, under the four tabs. */
export const MemberFrame = ({ page, back: backOverride, children }: MemberFrameProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const { tab, back: parent } = MEMBER_PAGES[page];
  const back = backOverride ?? parent;
  return (
    <div className={styles.frame}>
      {tab && <MemberTabs current={tab} />}
      <div className={styles.bar}>
        <Link to={back} className={buttonClassName('ghost')}>
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" />
          </svg>
          {t('common:actions.back')}
        </Link>
        <h1 className={styles.title}>{t(`pages.${page}`)}</h1>
      </div>
      {children && <div className={styles.body}>{children}</div>}
    </div>
  );
};
