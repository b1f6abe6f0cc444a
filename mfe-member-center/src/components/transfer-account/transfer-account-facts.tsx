import { useTranslation } from '@eoffering/shared';
import { CopyButton, FactList } from '@eoffering/shared/flows';
import type { MemberBankInfo } from '@eoffering/shared/contract';
import { MEMBER_NS } from '../../strings';
import styles from './transfer-account-facts.module.css';

/**
 * docs/screens/member-centre.md: the member's dedicated transfer (virtual) account: the number with a copy button, the
 * bank's name and code, the branch and the account name (personal data, a transfer's detail).
 */
export const TransferAccountFacts = ({ account }: { account: MemberBankInfo }) => {
  const { t } = useTranslation(MEMBER_NS);
  return (
    <FactList
      facts={[
        {
          label: t('vacc.account'),
          value: (
            <span className={styles.withCopy}>
              <span className={styles.number}>{account.id_account}</span>
              <CopyButton text={account.id_account} label={t('vacc.copy')} />
            </span>
          ),
        },
        { label: t('vacc.bankName'), value: account.bank_name },
        { label: t('vacc.bankNo'), value: account.bank_no },
        { label: t('vacc.bankBranch'), value: account.bank_branch },
        { label: t('vacc.accountName'), value: account.bank_account_name },
      ]}
    />
  );
};
