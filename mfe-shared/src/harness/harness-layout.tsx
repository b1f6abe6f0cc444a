import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../routes/routing';
import { session } from '../session/session';
import { useSession } from '../session/use-session';
import { buttonClassName } from '../ui/button';
import { LanguageToggle } from '../ui/language-toggle';
import { ToastRegion } from '../ui/toast-region';
import styles from './harness.module.css';

export interface HarnessLink {
  to: string;
  /** An i18n key with its namespace, so it follows the language: `member:pages.personal`. */
  label: string;
}

// docs/screens/giving.md: every route change counts as activity (the shell does this when it hosts a remote).
const RecordActivity = () => {
  const { pathname } = useLocation();
  useEffect(() => session.recordActivity(), [pathname]);
  return null;
};

/**
 * The harness's stand-in for the shell header: the remote's own links, the language toggle and,
 * when signed in, logout (sign-in goes through the guard to the main site's login).
 */
const HarnessBar = ({ links }: { links: readonly HarnessLink[] }) => {
  const { t } = useTranslation('common');
  const { isAuthenticated } = useSession();
  const control = buttonClassName('secondary');
  return (
    <header className={styles.bar}>
      {links.map(({ to, label }) => (
        <Link key={to} to={to} className={control}>
          {t(label)}
        </Link>
      ))}
      <LanguageToggle className={control} />
      {isAuthenticated && (
        <button type="button" className={control} onClick={() => session.logout()}>
          {t('actions.logout')}
        </button>
      )}
    </header>
  );
};

/**
 * What a remote's standalone harness renders inside its router: the bar, the remote's routes in
 * the main landmark and the toast region the shell would mount, with route changes recorded as
 * activity as the shell does.
 */
export const HarnessLayout = ({
  links = [],
  children,
}: {
  links?: readonly HarnessLink[];
  children: ReactNode;
}) => (
  <div className={styles.page}>
    <RecordActivity />
    <HarnessBar links={links} />
    <main>{children}</main>
    <ToastRegion />
  </div>
);
