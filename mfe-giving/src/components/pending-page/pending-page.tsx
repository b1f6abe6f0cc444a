import { Link, PageSection, ROUTES, buttonClassName, useTranslation } from '@eoffering/shared';
import { GIVING_NS } from '../../strings';
import styles from './pending-page.module.css';

export type PendingPageTitle =
  | 'paymentMethods'
  | 'transferInfo'
  | 'result'
  | 'receiptForm'
  | 'achResult'
  | 'lookup'
  | 'lookupDetail';

/**
 * A route of spec 2 whose flow is built in a later issue: its title and a plain statement that it
 * is not open yet, never invented data.
 */
export const PendingPage = ({ title }: { title: PendingPageTitle }) => {
  const { t } = useTranslation(GIVING_NS);
  return (
    <PageSection title={t(`pages.${title}`)}>
      <p className={styles.notice}>{t('pages.notYet')}</p>
      <Link className={buttonClassName('secondary')} to={ROUTES.home.build({})}>
        {t('common:actions.backToHome')}
      </Link>
    </PageSection>
  );
};
