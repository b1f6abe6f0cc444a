import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n/i18n';
import { LANGUAGES, isLanguage } from '../i18n/languages';

/**
 * docs/screens/shell.md: the toggle between 中文 and English. It shows (and is named by) the language it switches
 * to, marked with that language's `lang` so a screen reader pronounces it right.
 */
export const LanguageToggle = ({ className }: { className?: string }) => {
  const { t, i18n } = useTranslation('common');
  const active = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : LANGUAGES[0];
  const target = LANGUAGES.find((language) => language !== active) ?? LANGUAGES[0];
  return (
    <button
      type="button"
      className={className}
      lang={target}
      onClick={() => void chooseLanguage(target)}
    >
      {t(`language.${target}`)}
    </button>
  );
};
