import { useTranslation } from 'react-i18next';
import { Link } from '../routes/routing';
import { buttonClassName } from './button';
import styles from './not-found.module.css';

/** docs/screens/giving.md: the not-found page with a back-to-home button (a link styled as a button: it navigates). */
export const NotFound = () => {
  const { t } = useTranslation('common');
  return (
    <section className={styles.page} aria-labelledby="eo-not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="eo-not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.message}>{t('notFound.message')}</p>
      <Link to="/" className={buttonClassName('primary')}>
        {t('actions.backToHome')}
      </Link>
    </section>
  );
};
