import { useTranslation } from 'react-i18next';
import { nameIn, type Named, type NamedField } from '../rules/format/backend-name';

/** `nameIn` for the page's language, re-rendered when the donor switches language. */
export const useBackendName = () => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? '';
  return <F extends NamedField>(record: Named<F>, field: F): string =>
    nameIn(language, record, field);
};
