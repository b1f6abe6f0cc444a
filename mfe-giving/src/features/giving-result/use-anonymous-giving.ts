import { confirm, toast, useApiAction, useTranslation } from '@eoffering/shared';
import type { PayMethod } from '@eoffering/shared/contract';
import {
  ANONYMOUS_REMARK,
  ANONYMOUS_TITLE_AID,
  orderInfoVariant,
} from '../../components/order-info/order-info';
import { GIVING_NS } from '../../strings';

/**
 * spec 2 and 6: a member gives anonymously from the result or transfer page. After a
 * confirmation, the member's receipt call (the variant of the giving's payment method) is sent
 * with invoice_title_aid -1 and the remark 'anonymous giving' (spec 4); the backend takes the
 * donor data from the member record. Success: 'set to anonymous giving'.
 */
export const useAnonymousGiving = (offeringAid: number, payMethod: PayMethod) => {
  const { t } = useTranslation(GIVING_NS);
  const action = useApiAction(orderInfoVariant({ member: true, payMethod }));

  const start = async (): Promise<void> => {
    const confirmed = await confirm({
      title: t('result.anonymous.confirmTitle'),
      message: t('result.anonymous.confirmMessage'),
      confirmLabel: t('result.anonymous.confirm'),
    });
    if (!confirmed) return;
    const saved = await action.run({
      offering_aid: offeringAid,
      donor_name: '',
      donor_phone: '',
      donor_email: '',
      donor_sid: '',
      invoice_title_aid: ANONYMOUS_TITLE_AID,
      invoice_title: '',
      invoice_tax_id: '',
      comments: ANONYMOUS_REMARK,
    });
    if (saved) toast(t('common:success.setAnonymous'));
  };

  return { start, busy: action.busy, error: action.error };
};
