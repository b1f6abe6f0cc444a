import { ROUTES, alert, i18n, type NavigateFunction } from '@eoffering/shared';

/**
 * docs/screens/member-centre.md, a refused member edit (receipt details or items): 'error occurred, will return to giving
 * records list', then the list. HTTP failures were already shown by the shared handling.
 */
export const memberUpdateFailed = async (navigate: NavigateFunction): Promise<void> => {
  await alert({
    tone: 'error',
    title: i18n.t('common:errors.updateFailedTitle'),
    message: i18n.t('common:errors.memberReceiptUpdateFailed'),
  });
  navigate(ROUTES.memberRecords.build({}));
};
