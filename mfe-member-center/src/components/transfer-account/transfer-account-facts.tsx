import { useTranslation } from '@eoffering/shared';
import { CopyButton, FactList } from '@eoffering/shared/flows';
import type { MemberBankInfo } from '@eoffering/shared/contract';
import { MEMBER_NS } from '../../strings';
import { FactValueBar } from '../placeholder/fact-value-bar';
import styles from './transfer-account-facts.module.css';

/**
 * docs/screens/member-centre.md: the member's dedicated transfer (virtual) account: the number with a copy button, the
 * bank's name and code, the branch and the account name (personal data, a transfer's detail).
 * Without `account` (still loading), the same facts with bars for values, of the final height.
 */
export const TransferAccountFacts = ({ account }: { account?: MemberBankInfo }) => {
  const { t } = useTranslation(MEMBER_NS);
  const value = (of: (loaded: MemberBankInfo) => string) =>
    account ? of(account) : <FactValueBar />;
  return (
    <FactList
      facts={[
        {
          label: t('vacc.account'),
          value: account ? (
            <span className={styles.withCopy}>
              <span className={styles.number}>{account.id_account}</span>
              <CopyButton text={account.id_account} label={t('vacc.copy')} />
            </span>
          ) : (
            <FactValueBar besideButton />
          ),
        },
        { label: t('vacc.bankName'), value: value((loaded) => loaded.bank_name) },
        { label: t('vacc.bankNo'), value: value((loaded) => loaded.bank_no) },
        { label: t('vacc.bankBranch'), value: value((loaded) => loaded.bank_branch) },
        { label: t('vacc.accountName'), value: value((loaded) => loaded.bank_account_name) },
      ]}
    />
  );
};
