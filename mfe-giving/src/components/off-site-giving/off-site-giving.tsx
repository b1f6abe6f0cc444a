import { buttonClassName, getConfig, useBackendName, useTranslation } from '@eoffering/shared';
import type { Project } from '@eoffering/shared/contract';
import { ORDER_NS } from '../order-frame/order-strings';
import { externalGivingUrl } from './external-giving-url';
import styles from './off-site-giving.module.css';

/**
 * docs/screens/giving.md, order screens: a project that takes no gifts here (if_tra 0), reached by
 * a typed or bookmarked order address, is refused at its first step rather than at the payment:
 * it says so and links the partner's own giving page, or the church office when it has none.
 */
export const OffSiteGiving = ({ project }: { project: Project }) => {
  const { t } = useTranslation(ORDER_NS);
  const nameOf = useBackendName();
  const external = externalGivingUrl(project);
  const name = nameOf(project, 'project_name');
  return (
    <section role="alert" aria-labelledby="off-site-title" className={styles.notice}>
      <h2 id="off-site-title" className={styles.title}>
        {t('order.offSite.title')}
      </h2>
      {external ? (
        <>
          <p>{t('order.offSite.partner', { project: name, host: external.host })}</p>
          <a className={buttonClassName('primary')} href={external.href} rel="noopener noreferrer">
            {t('order.offSite.go', { host: external.host })}
          </a>
        </>
      ) : (
        <p>{t('order.offSite.office', { project: name, phone: getConfig().office.phone })}</p>
      )}
    </section>
  );
};
