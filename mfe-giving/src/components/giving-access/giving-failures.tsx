import { session, useTranslation } from '@eoffering/shared';
import { useEffect } from 'react';
import { RedirectHome } from '../redirect-home/redirect-home';
import { GIVING_NS } from '../../strings';
import styles from './giving-failures.module.css';
import { clearCachedResult } from './result-cache';

/**
 * docs/screens/giving.md: the giving could not be read (result page), or the receipt form's load was refused
 * with a 400: 'offering data abnormal, will be redirected to the offering home', the cached
 * result is forgotten and the donor goes home.
 */
export const GivingLoadFailure = () => {
  const { t } = useTranslation(GIVING_NS);
  useEffect(() => clearCachedResult(), []);
  return (
    <RedirectHome
      title={t('common:errors.errorOccurred')}
      message={t('common:errors.offeringAbnormalRedirect')}
    />
  );
};

/**
 * docs/screens/giving.md: a 403 about a giving that is not the signed-in donor's: 'an error occurred:
 * offering data does not match', then the token goes, the member is logged out and the login
 * dialog opens.
 */
export const GivingMismatch = () => {
  const { t } = useTranslation(GIVING_NS);
  useEffect(() => {
    clearCachedResult();
    session.endForGivingMismatch();
  }, []);
  return (
    <p role="alert" className={styles.notice}>
      {t('common:errors.offeringMismatch')}
    </p>
  );
};
