import {
  Link,
  PageSection,
  ROUTES,
  buttonClassName,
  useParams,
  useTranslation,
} from '@eoffering/shared';
import { GIVING_NS } from '../strings';
import styles from './result-error-page.module.css';

/**
 * spec 2, route `/order/result_error/{errorMsg}`: the route's message and a back-to-home link.
 * The message comes from the URL, so it is only ever text.
 */
export const ResultErrorPage = () => {
  const { t } = useTranslation(GIVING_NS);
  const { errorMsg = '' } = useParams();
  const message = errorMsg.trim();

  return (
    <PageSection title={t('pages.resultError')} className={styles.centred}>
      <p role="alert" className={styles.message}>
        {message === '' ? t('resultError.noMessage') : message}
      </p>
      <Link className={buttonClassName('secondary')} to={ROUTES.home.build({})}>
        {t('common:actions.backToHome')}
      </Link>
    </PageSection>
  );
};
