import { useApiResult, useTranslation } from '@eoffering/shared';
import { CopyButton, FactList } from '@eoffering/shared/flows';
import { MEMBER_NS } from '../../strings';
import { SectionCard } from './section-card';
import styles from './personal-data.module.css';

/** spec 2: the member's dedicated transfer (virtual) account, with a copy button for the number. */
export const TransferAccountSection = () => {
  const { t } = useTranslation(MEMBER_NS);
  const account = useApiResult('get_member_vacc_num', {});

  return (
    <SectionCard title={t('vacc.title')} state={account}>
      {(bank) => (
        <FactList
          facts={[
            {
              label: t('vacc.account'),
              value: (
                <span className={styles.withAction}>
                  <span className={styles.number}>{bank.id_account}</span>
                  <CopyButton text={bank.id_account} label={t('vacc.copy')} />
                </span>
              ),
            },
            { label: t('vacc.bankName'), value: bank.bank_name },
            { label: t('vacc.bankNo'), value: bank.bank_no },
            { label: t('vacc.bankBranch'), value: bank.bank_branch },
            { label: t('vacc.accountName'), value: bank.bank_account_name },
          ]}
        />
      )}
    </SectionCard>
  );
};
