import { Button, Dialog, LoadingArea, useApiResult, useTranslation } from '@eoffering/shared';
import { useState } from 'react';
import { TransferAccountFacts } from '../../components/transfer-account/transfer-account-facts';
import { MEMBER_NS } from '../../strings';

/**
 * docs/screens/member-centre.md, giving detail of a transfer payment: an info button opening the member's dedicated
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
            <TransferAccountFacts />
          </LoadingArea>
        )}
        {account.status === 'failed' && <p role="alert">{t('sectionFailed')}</p>}
        {account.status === 'ready' && <TransferAccountFacts account={account.data} />}
      </Dialog>
    </>
  );
};
