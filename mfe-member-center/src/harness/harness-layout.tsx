import { LANGUAGES, currentLanguage, session, setLanguage, useSession } from '@eoffering/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MEMBER_PATHS } from '../paths';
import { MEMBER_NS } from '../strings';
import styles from './harness-layout.module.css';

/**
 * The harness's stand-in for the shell header: a link into the member centre, the language
 * toggle and, when signed in, logout (sign-in goes through the guard to the main site's login).
 */
const HarnessBar = () => {
  const { t } = useTranslation(MEMBER_NS);
  const { isAuthenticated } = useSession();
  const other = LANGUAGES.find((language) => language !== currentLanguage()) ?? LANGUAGES[0];
  return (
    <header className={styles.bar}>
      <Link to={MEMBER_PATHS.home} className={styles.control}>
        {t('pages.personal')}
      </Link>
      <button
        type="button"
        className={styles.control}
        lang={other}
        aria-label={t('common:language.switchTo')}
        onClick={() => void setLanguage(other)}
      >
        {t(`common:language.${other}`)}
      </button>
      {isAuthenticated && (
        <button type="button" className={styles.control} onClick={() => session.logout()}>
          {t('common:actions.logout')}
        </button>
      )}
    </header>
  );
};

/** The harness page: the bar, then the remote's routes in the main landmark. */
export const HarnessLayout = ({ children }: { children: ReactNode }) => (
  <div className={styles.page}>
    <HarnessBar />
    <main>{children}</main>
  </div>
);
