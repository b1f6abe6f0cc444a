import { ROUTES, alert, i18n, type NavigateFunction } from '@eoffering/shared';

/**
 * docs/screens/guest-lookup.md, edit failure for guests: 'update failed, will return to offering list', then the lookup
 * form (the guest's list is the lookup). HTTP failures were already shown by the shared handling.
 */
export const guestUpdateFailed = async (navigate: NavigateFunction): Promise<void> => {
  await alert({
    tone: 'error',
    title: i18n.t('common:errors.updateFailedTitle'),
    message: i18n.t('common:errors.guestUpdateFailed'),
  });
  navigate(ROUTES.guestLookup.build({}));
};
