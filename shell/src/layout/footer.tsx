import {
  Link,
  ROUTES,
  currentLanguage,
  getConfig,
  useTranslation,
  inPageLanguage,
} from '@eoffering/shared';
import { SHELL_NS } from '../strings';
import styles from './footer.module.css';

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * docs/screens/shell.md: office contact details from config.json, links to the FAQ, the privacy policy and
 * the main site, copyright 2022 and a scroll-to-top button.
 */
export const Footer = ({ topId }: { topId: string }) => {
  const { t } = useTranslation(SHELL_NS);
  const { office, mainSite } = getConfig();
  const language = currentLanguage();

  const scrollToTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // Keyboard users go up with the page, not only their eyes.
    document.getElementById(topId)?.focus({ preventScroll: true });
  };

  return (
    <footer className={styles.footer}>
      <section aria-labelledby="eo-footer-contact">
        <h2 id="eo-footer-contact" className={styles.heading}>
          {t('footer.contact')}
        </h2>
        <dl className={styles.contact}>
          <dt>{t('footer.phone')}</dt>
          <dd>
            <a href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone}</a>
          </dd>
          <dt>{t('footer.fax')}</dt>
          <dd>{office.fax}</dd>
          <dt>{t('footer.mailbox')}</dt>
          {/* A post-office box (郵政信箱): an address to write to, not an e-mail link. */}
          <dd>{language === 'en' ? (office.mailboxEn ?? office.mailbox) : office.mailbox}</dd>
          <dt>{t('footer.address')}</dt>
          <dd>{office.address[language]}</dd>
          <dt>{t('footer.hours')}</dt>
          <dd>{office.hours[language]}</dd>
        </dl>
      </section>
      <nav aria-label={t('footer.links')}>
        <ul className={styles.links}>
          <li>
            <Link to={ROUTES.faq.build({})}>{t('footer.faq')}</Link>
          </li>
          <li>
            <a href={inPageLanguage(mainSite.privacy)}>{t('footer.privacy')}</a>
          </li>
          <li>
            <a href={inPageLanguage(mainSite.home)}>{t('footer.mainSite')}</a>
          </li>
        </ul>
      </nav>
      <p className={styles.copyright}>{t('footer.copyright')}</p>
      <button type="button" className={styles.toTop} onClick={scrollToTop}>
        <span aria-hidden="true">↑</span>
        <span>{t('footer.scrollToTop')}</span>
      </button>
    </footer>
  );
};
