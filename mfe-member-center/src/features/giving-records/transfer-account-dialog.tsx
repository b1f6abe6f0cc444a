import {
  Button,
  Dialog,
  LoadingArea,
  Skeleton,
  useApiResult,
  useTranslation,
} from '@eoffering/shared';
import { CopyButton, FactList } from '@eoffering/shared/flows';
import { useState } from 'react';
import { MEMBER_NS } from '../../strings';
import styles from './giving-records.module.css';

/**
 * spec 2, giving detail of a transfer payment: an info button opening the member's dedicated
 * account (number with a copy button, bank name and code, branch, account name). The account is
 * asked for only when the dialog opens.
 */
export const TransferAccountDialog = () => {
  const { t } = useTranslation(MEMBER_NS);
  const [open, setOpen] = useState(false);
  const account = useApiResult('get_member_vacc_num', {}, { enabled: open });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('detail.transferInfo')}
      </Button>
      <Dialog open={open} title={t('vacc.title')} onClose={() => setOpen(false)}>
        {account.status === 'loading' && (
          <LoadingArea>
            <Skeleton />
            <Skeleton width="60%" />
          </LoadingArea>
        )}
        {account.status === 'failed' && <p role="alert">{t('sectionFailed')}</p>}
        {account.status === 'ready' && (
          <FactList
            facts={[
              {
                label: t('vacc.account'),
                value: (
                  <span className={styles.withAction}>
                    <span className={styles.number}>{account.data.id_account}</span>
                    <CopyButton text={account.data.id_account} label={t('vacc.copy')} />
                  </span>
                ),
              },
              { label: t('vacc.bankName'), value: account.data.bank_name },
              { label: t('vacc.bankNo'), value: account.data.bank_no },
              { label: t('vacc.bankBranch'), value: account.data.bank_branch },
              { label: t('vacc.accountName'), value: account.data.bank_account_name },
            ]}
          />
        )}
      </Dialog>
    </>
  );
};
