import { setLanguage, useTranslation } from '@eoffering/shared';
import styles from './header.module.css';

/** spec 1: the header toggle between 中文 and English; it names the language it switches to. */
export const LanguageToggle = () => {
  const { t, i18n } = useTranslation('common');
  const target = i18n.resolvedLanguage === 'en' ? 'zh-TW' : 'en';
  return (
    <button
      type="button"
      className={styles.language}
      lang={target}
      onClick={() => void setLanguage(target)}
    >
      {t(`language.${target}`)}
    </button>
  );
};
