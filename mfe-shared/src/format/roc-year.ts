import { i18n } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { toRocYear } from './dates';

/** spec 9: a year shown as ROC with the Gregorian year: `民國 113 年（2024）` / `ROC 113 (2024)`. */
export const formatRocYear = (year: number, lng?: Language): string =>
  i18n.t('common:date.rocYear', { roc: toRocYear(year), year, ...(lng ? { lng } : {}) });
