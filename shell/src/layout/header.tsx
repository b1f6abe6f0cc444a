import type { RefObject } from 'react';
import { LanguageToggle, Link, ROUTES, useTranslation } from '@eoffering/shared';
import { SHELL_NS } from '../strings';
import styles from './header.module.css';

interface HeaderProps {
  menuOpen: boolean;
  /** The menu's id once it is in the page. */
  menuId: string | undefined;
  onMenu: () => void;
  /** The pointer or focus reached the menu button: the menu is likely to be opened. */
  onMenuNear: () => void;
  menuButton: RefObject<HTMLButtonElement>;
}

/** docs/screens/shell.md: menu button, the title linking home, and the language toggle. */
export const Header = ({ menuOpen, menuId, onMenu, onMenuNear, menuButton }: HeaderProps) => {
  const { t } = useTranslation(SHELL_NS);
  return (
    <header className={styles.header}>
      <button
        ref={menuButton}
        type="button"
        className={styles.menuButton}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onMenu}
        onPointerEnter={onMenuNear}
        onTouchStart={onMenuNear}
        onFocus={onMenuNear}
      >
        <span className={styles.burger} aria-hidden="true" />
        <span>{t('header.menu')}</span>
      </button>
      <Link to={ROUTES.home.build({})} className={styles.brand} aria-label={t('app.home')}>
        <svg className={styles.logo} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 2v20M5 8h14" />
        </svg>
        <span>{t('app.title')}</span>
      </Link>
      <LanguageToggle className={styles.language} />
    </header>
  );
};
