import { useTranslation } from '@eoffering/shared';
import { backendTextIn, type UnknownBackendText } from '@eoffering/shared/rules';
import { FLOWS_NS } from '../flow-strings';

/**
 * Backend texts in the page's language, as `backendTextIn` of the one catalogue
 * (docs/decisions.md, backend texts in the page's language), for the flows' parts.
 */
export const useBackendText = () => {
  const { t } = useTranslation(FLOWS_NS);
  return (text: string, unknown: UnknownBackendText = 'generic'): string =>
    backendTextIn(t, text, unknown);
};
