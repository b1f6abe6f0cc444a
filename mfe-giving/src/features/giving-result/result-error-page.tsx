import {
  Link,
  PageSection,
  ROUTES,
  buttonClassName,
  useParams,
  useTranslation,
} from '@eoffering/shared';
import { GIVING_RESULT_NS } from './giving-result-strings';
import { errorMessageKey } from './error-catalogue';
import styles from './result-error-page.module.css';

/**
 * docs/screens/giving.md, route `/order/result_error/{errorMsg}`: the route's message, translated, and a
 * back-to-home link. Only messages of the app's catalogue are shown: a URL anyone can write
 * never puts its own words on the church's page.
 */
export const ResultErrorPage = () => {
  const { t } = useTranslation(GIVING_RESULT_NS);
  const { errorMsg = '' } = useParams();

  return (
    <PageSection title={t('pages.resultError')} className={styles.centred}>
      <p role="alert" className={styles.message}>
        {t(errorMessageKey(errorMsg))}
      </p>
      <Link className={buttonClassName('secondary')} to={ROUTES.home.build({})}>
        {t('common:actions.backToHome')}
      </Link>
    </PageSection>
  );
};
