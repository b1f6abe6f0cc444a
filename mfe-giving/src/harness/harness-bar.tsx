import { LANGUAGES, currentLanguage, setLanguage } from '@eoffering/shared';
import { useTranslation } from 'react-i18next';
import styles from './harness-bar.module.css';

/** The harness's stand-in for the shell header: only the language toggle the giving pages follow. */
export const HarnessBar = () => {
  const { t } = useTranslation('common');
  const other = LANGUAGES.find((language) => language !== currentLanguage()) ?? LANGUAGES[0];
  return (
    <header className={styles.bar}>
      <button
        type="button"
        className={styles.toggle}
        lang={other}
        aria-label={t('language.switchTo')}
        onClick={() => void setLanguage(other)}
      >
        {t(`language.${other}`)}
      </button>
    </header>
  );
};
