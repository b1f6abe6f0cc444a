import { i18n } from './i18n';
import type { Language } from './languages';
import { toRocYear } from '../rules/format/dates';

/** docs/screens/shell.md: a year shown as ROC with the Gregorian year: `民國 113 年（2024）` / `ROC 113 (2024)`. */
export const formatRocYear = (year: number, lng?: Language): string =>
  i18n.t('common:date.rocYear', { roc: toRocYear(year), year, ...(lng ? { lng } : {}) });
