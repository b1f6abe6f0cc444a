import {
  Button,
  confirm,
  isBusinessRefusal,
  session,
  toast,
  useApiResult,
  useTranslation,
} from '@eoffering/shared';
import { FactList, useApiAction, useBackendText } from '@eoffering/shared/flows';
import type { InvoiceTitle } from '@eoffering/shared/contract';
import { useEffect } from 'react';
import { MEMBER_NS } from '../../strings';
import { AddTitleForm } from './add-title-form';
import { SectionCard } from './section-card';
import styles from './personal-data.module.css';

/** spec 2 and 5: the member's saved receipt titles, added and deleted here. */
export const SavedTitlesSection = () => {
  const { t } = useTranslation(MEMBER_NS);
  const backendText = useBackendText();
  const titles = useApiResult('get_invoice_title_list', {});
  const remove = useApiAction('delete_invoice_title');

  // spec 8: failure to load saved titles opens the login modal (HTTP failures have their own path).
  const failedCheck = titles.status === 'failed' && isBusinessRefusal(titles.error);
  useEffect(() => {
    if (failedCheck) session.requestLogin();
  }, [failedCheck]);

  // spec 3: disable 2 marks the synthetic 'anonymous' and 'not set' entries, not saved titles.
  const saved = titles.status === 'ready' ? titles.data.filter((entry) => entry.disable === 0) : [];

  const ask = async (entry: InvoiceTitle) => {
    const confirmed = await confirm({
      title: t('titles.deleteTitle'),
      message: t('titles.deleteMessage', {
        title: entry.invoice_title,
        taxId: entry.invoice_tax_id,
      }),
      confirmLabel: t('titles.delete'),
    });
    if (!confirmed) return;
    if ((await remove.run({ aid: entry.invoice_title_aid })) === undefined) return;
    toast(t('common:success.removed'));
    titles.reload();
  };

  return (
    <SectionCard
      title={t('titles.title')}
      state={titles}
      footer={
        titles.status === 'ready' && (
          <>
            {remove.error && !remove.error.handled && (
              <p role="alert">
                {backendText(remove.error.message, { shown: t('common:errors.updateFailed') })}
              </p>
            )}
            <AddTitleForm saved={saved} onAdded={titles.reload} />
          </>
        )
      }
    >
      {() =>
        saved.length === 0 ? (
          <p className={styles.muted}>{t('common:errors.noData')}</p>
        ) : (
          <ul className={styles.entries}>
            {saved.map((entry) => (
              <li key={entry.invoice_title_aid} className={styles.entry}>
                <FactList
                  facts={[
                    { label: t('titles.name'), value: entry.invoice_title },
                    { label: t('titles.taxId'), value: entry.invoice_tax_id },
                  ]}
                />
                <div className={styles.entryActions}>
                  <Button variant="secondary" busy={remove.busy} onClick={() => void ask(entry)}>
                    {t('titles.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </SectionCard>
  );
};
