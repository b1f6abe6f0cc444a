import { useApiResult, useTranslation } from '@eoffering/shared';
import { TransferAccountFacts } from '../../components/transfer-account/transfer-account-facts';
import { MEMBER_NS } from '../../strings';
import { SectionCard } from './section-card';

/** docs/screens/member-centre.md: the member's dedicated transfer (virtual) account, with a copy button for the number. */
export const TransferAccountSection = () => {
  const { t } = useTranslation(MEMBER_NS);
  const account = useApiResult('get_member_vacc_num', {});

  return (
    <SectionCard title={t('vacc.title')} state={account} placeholder={<TransferAccountFacts />}>
      {(bank) => <TransferAccountFacts account={bank} />}
    </SectionCard>
  );
};
