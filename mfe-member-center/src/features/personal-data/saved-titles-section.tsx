import {
  confirm,
  isBusinessRefusal,
  session,
  toast,
  useApiResult,
  useTranslation,
} from '@eoffering/shared';
import { useApiAction, useBackendText } from '@eoffering/shared/flows';
import type { InvoiceTitle } from '@eoffering/shared/contract';
import { useEffect, useRef, useState } from 'react';
import { MEMBER_NS } from '../../strings';
import { useFocusAfterRender } from '../../components/focus/use-focus-after-render';
import { AddTitleForm } from './add-title-form';
import { SavedTitleEntry } from './saved-title-entry';
import { SectionCard } from './section-card';
import styles from './personal-data.module.css';

/** docs/screens/member-centre.md: the member's saved receipt titles, added, edited and deleted here. */
export const SavedTitlesSection = () => {
  const { t } = useTranslation(MEMBER_NS);
  const backendText = useBackendText();
  const titles = useApiResult('get_invoice_title_list', {});
  const remove = useApiAction('delete_invoice_title');
  // Deleted titles leave the list at once, before it is read again, so focus can move on.
  const [deleted, setDeleted] = useState<readonly number[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const focusLater = useFocusAfterRender();

  // docs/screens/member-centre.md: failure to load saved titles opens the login modal (HTTP failures have their own path).
  const failedCheck = titles.status === 'failed' && isBusinessRefusal(titles.error);
  useEffect(() => {
    if (failedCheck) session.requestLogin();
  }, [failedCheck]);

  // docs/api-contract.md: disable 2 marks the synthetic 'anonymous' and 'not set' entries, not saved titles.
  const saved =
    titles.status === 'ready'
      ? titles.data.filter(
          (entry) => entry.disable === 0 && !deleted.includes(entry.invoice_title_aid),
        )
      : [];

  /** Asks, deletes; true once the title is gone, and focus then moves to its neighbour. */
  const deleteAfterAsking = async (entry: InvoiceTitle, index: number): Promise<boolean> => {
    const confirmed = await confirm({
      title: t('titles.deleteTitle'),
      message: t('titles.deleteMessage', {
        title: entry.invoice_title,
        taxId: entry.invoice_tax_id,
      }),
      confirmLabel: t('titles.delete'),
    });
    if (!confirmed) return false;
    if ((await remove.run({ aid: entry.invoice_title_aid })) === undefined) return false;
    toast(t('common:success.removed'));
    // docs/screens/member-centre.md, focus after an edit: the next title's Edit button, else the
    // one before it, else the section's heading.
    const next = saved[index + 1] ?? saved[index - 1];
    setDeleted((before) => [...before, entry.invoice_title_aid]);
    focusLater(() => (next && editButtons.current.get(next.invoice_title_aid)) ?? heading.current);
    titles.reload();
    return true;
  };

  return (
    <SectionCard
      title={t('titles.title')}
      state={titles}
      headingRef={heading}
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
            {saved.map((entry, index) => (
              <SavedTitleEntry
                key={entry.invoice_title_aid}
                entry={entry}
                others={saved.filter((other) => other !== entry)}
                deleting={remove.busy}
                onDelete={() => deleteAfterAsking(entry, index)}
                onEdited={titles.reload}
                editRef={(element) => {
                  if (element) editButtons.current.set(entry.invoice_title_aid, element);
                  else editButtons.current.delete(entry.invoice_title_aid);
                }}
              />
            ))}
          </ul>
        )
      }
    </SectionCard>
  );
};
