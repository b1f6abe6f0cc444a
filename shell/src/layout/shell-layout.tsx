import { DialogHost, ROUTES, ToastRegion, useLocation, useTranslation } from '@eoffering/shared';
import { takeOverFirstScreen } from '@eoffering/shared/boot';
import {
  Suspense,
  lazy,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { SessionUi } from '../features/session-ui/session-ui';
import { SHELL_NS } from '../strings';
import { Footer } from './footer';
import { Header } from './header';
import { focusMainHeading, useRouteEffects } from './route-effects';
import styles from './shell-layout.module.css';

// The menu is a drawer a first visit seldom opens: its code is a chunk of its own (docs/
// architecture.md, performance budgets), fetched as the pointer or focus reaches the menu button,
// so it is there by the time the button is pressed.
const loadSideMenu = () => import(/* webpackChunkName: "menu" */ './side-menu');
const SideMenu = lazy(() => loadSideMenu().then(({ SideMenu: menu }) => ({ default: menu })));

const MENU_ID = 'eo-side-menu';
const TOP_ID = 'eo-top';
const MAIN_ID = 'eo-main';

/**
 * docs/screens/shell.md: the page frame the shell keeps whatever a remote does: header, side menu, main area,
 * footer, plus the page-wide hosts (toasts, dialogs of the bus, the session's dialogs).
 */
export const ShellLayout = ({ children }: { children: ReactNode }) => {
  const { t, i18n } = useTranslation(SHELL_NS);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from its first opening on, so it keeps its state (the project list) after a close.
  const [menuAsked, setMenuAsked] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  // docs/screens/shell.md: one modal at a time; a message of the bus comes before the session's.
  const [busDialogShowing, setBusDialogShowing] = useState(false);
  useRouteEffects(main);

  // The static first screen is the home page's (docs/decisions.md, 'The first screen painted
  // before the app'): on any other page, the app shows at once.
  useLayoutEffect(() => {
    if (pathname !== ROUTES.home.pattern) takeOverFirstScreen();
  }, [pathname]);

  // Following a menu link closes the menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    document.title = t('app.title');
  }, [t, i18n.resolvedLanguage]);

  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <div className={styles.page}>
      <div id={TOP_ID} tabIndex={-1} className={styles.top}>
        <a
          className={styles.skip}
          href={`#${MAIN_ID}`}
          onClick={(event) => {
            // Straight to the page's heading, without a fragment in the address.
            event.preventDefault();
            if (main.current) focusMainHeading(main.current);
          }}
        >
          {t('app.skipToContent')}
        </a>
        <Header
          menuOpen={menuOpen}
          menuId={menuAsked ? MENU_ID : undefined}
          menuButton={menuButton}
          onMenuNear={() => void loadSideMenu()}
          onMenu={() => {
            if (menuOpen) return closeMenu();
            setMenuAsked(true);
            setMenuOpen(true);
          }}
        />
      </div>
      {menuAsked && (
        <Suspense fallback={null}>
          <SideMenu id={MENU_ID} open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
      <main ref={main} id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer topId={TOP_ID} />
      <ToastRegion />
      <DialogHost onShowingChange={setBusDialogShowing} />
      <SessionUi held={busDialogShowing} />
    </div>
  );
};
