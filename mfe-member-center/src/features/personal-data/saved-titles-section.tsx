import { isBusinessRefusal, session, useApiResult, useTranslation } from '@eoffering/shared';
import { useEffect } from 'react';
import { MEMBER_NS } from '../../strings';
import { FactList } from '../../components/fact-list/fact-list';
import { SectionCard } from './section-card';
import styles from './personal-data.module.css';

/** spec 2: the member's saved receipt titles, read-only here. */
export const SavedTitlesSection = () => {
  const { t } = useTranslation(MEMBER_NS);
  const titles = useApiResult('get_invoice_title_list', {});

  // spec 8: failure to load saved titles opens the login modal (HTTP failures have their own path).
  const failedCheck = titles.status === 'failed' && isBusinessRefusal(titles.error);
  useEffect(() => {
    if (failedCheck) session.requestLogin();
  }, [failedCheck]);

  return (
    <SectionCard title={t('titles.title')} state={titles}>
      {(list) => {
        // spec 3: disable 2 marks the synthetic 'anonymous' and 'not set' entries, not saved titles.
        const saved = list.filter((entry) => entry.disable === 0);
        if (saved.length === 0) return <p className={styles.muted}>{t('common:errors.noData')}</p>;
        return (
          <ul className={styles.entries}>
            {saved.map((entry) => (
              <li key={entry.invoice_title_aid} className={styles.entry}>
                <FactList
                  facts={[
                    { label: t('titles.name'), value: entry.invoice_title },
                    { label: t('titles.taxId'), value: entry.invoice_tax_id },
                  ]}
                />
              </li>
            ))}
          </ul>
        );
      }}
    </SectionCard>
  );
};
