import {
  ConfirmDialog,
  NavLink,
  ROUTES,
  Skeleton,
  getConfig,
  session,
  useFocusTrap,
  useNavigate,
  useSession,
  useTranslation,
  useBackendName,
  inPageLanguage,
} from '@eoffering/shared';
import { useRef, useState } from 'react';
import { SHELL_NS } from '../strings';
import styles from './side-menu.module.css';
import { useProjectList } from './use-project-list';

interface SideMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

const MEMBER_LINKS = [
  [ROUTES.memberHome.build({}), 'menu.personalData'],
  [ROUTES.memberRecords.build({}), 'menu.givingRecords'],
  [ROUTES.memberReceipts.build({}), 'menu.receiptInfo'],
  [ROUTES.memberPreferences.build({}), 'menu.reminderSettings'],
] as const;

const linkClass = ({ isActive }: { isActive: boolean }): string | undefined =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/**
 * docs/screens/shell.md, side menu. Guest: log in (the login modal), sign up (the main site, full page) and giving
 * lookup. Member: greeting, logout after a confirmation, the member-centre group. Both: giving home,
 * the project-introduction group and the FAQ. A drawer: focus stays inside while it is open.
 */
export const SideMenu = ({ id, open, onClose }: SideMenuProps) => {
  const { t } = useTranslation(SHELL_NS);
  const nameOf = useBackendName();
  const { isAuthenticated, memberName } = useSession();
  const navigate = useNavigate();
  const panel = useRef<HTMLElement>(null);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const projects = useProjectList(open);
  // The logout confirmation stacks its own trap on top of this one.
  useFocusTrap(panel, open);

  const logIn = () => {
    onClose();
    session.requestLogin(true);
  };

  const logOut = () => {
    setConfirmLogout(false);
    onClose();
    session.logout();
    // A member page would send the visitor to the main site's login; home is where a guest belongs.
    void navigate(ROUTES.home.build({}));
  };

  return (
    <>
      <div className={styles.backdrop} hidden={!open} onClick={onClose} aria-hidden="true" />
      <nav
        ref={panel}
        id={id}
        className={styles.menu}
        aria-label={t('menu.label')}
        hidden={!open}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <button type="button" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span>{t('header.closeMenu')}</span>
        </button>

        {isAuthenticated ? (
          <div className={styles.account}>
            <p className={styles.greeting}>{t('menu.greeting', { name: memberName })}</p>
            <button type="button" className={styles.action} onClick={() => setConfirmLogout(true)}>
              {t('menu.logout')}
            </button>
          </div>
        ) : (
          <div className={styles.account}>
            <button type="button" className={styles.primaryAction} onClick={logIn}>
              {t('menu.logIn')}
            </button>
            <a className={styles.action} href={inPageLanguage(getConfig().mainSite.register)}>
              {t('menu.signUp')}
            </a>
          </div>
        )}

        <ul className={styles.list}>
          <li>
            <NavLink to={ROUTES.home.build({})} end className={linkClass}>
              {t('menu.givingHome')}
            </NavLink>
          </li>
          {!isAuthenticated && (
            <li>
              <NavLink to={ROUTES.guestLookup.build({})} className={linkClass}>
                {t('menu.givingLookup')}
              </NavLink>
            </li>
          )}
        </ul>

        {isAuthenticated && (
          <section className={styles.group} aria-labelledby={`${id}-member`}>
            <h2 id={`${id}-member`} className={styles.groupTitle}>
              {t('menu.memberCenter')}
            </h2>
            <ul className={styles.list}>
              {MEMBER_LINKS.map(([to, label]) => (
                <li key={to}>
                  <NavLink to={to} className={linkClass}>
                    {t(label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section className={styles.group} aria-labelledby={`${id}-projects`}>
          <h2 id={`${id}-projects`} className={styles.groupTitle}>
            {t('menu.projects')}
          </h2>
          {projects.status === 'ready' ? (
            <ul className={styles.list}>
              {projects.projects.map((project) => (
                <li key={project.project_aid}>
                  <NavLink
                    to={ROUTES.projectDetail.build({ projectAid: project.project_aid })}
                    className={linkClass}
                  >
                    {nameOf(project, 'project_name')}
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : projects.status === 'failed' ? (
            <p className={styles.note}>{t('menu.projectsFailed')}</p>
          ) : (
            <div aria-busy="true">
              <p className={styles.note} role="status">
                {t('menu.projectsLoading')}
              </p>
              <Skeleton width="70%" />
              <Skeleton width="55%" />
            </div>
          )}
        </section>

        <ul className={styles.list}>
          <li>
            <NavLink to={ROUTES.faq.build({})} className={linkClass}>
              {t('menu.faq')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <ConfirmDialog
        open={confirmLogout}
        title={t('menu.logoutTitle')}
        message={t('menu.logoutMessage')}
        confirmLabel={t('menu.logout')}
        onConfirm={logOut}
        onCancel={() => setConfirmLogout(false)}
      />
    </>
  );
};
