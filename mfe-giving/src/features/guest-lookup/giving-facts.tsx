import { useTranslation, useBackendName } from '@eoffering/shared';
import {
  AmountDisplay,
  FactList,
  StatusBadge,
  useBackendText,
  useTaipeiTime,
  type Fact,
} from '@eoffering/shared/flows';
import { givingStatusView } from '@eoffering/shared/rules';
import type { GivingDetail } from '@eoffering/shared/contract';
import { ItemLines } from '../../components/result-parts/item-lines';
import { GUEST_LOOKUP_NS } from './guest-lookup-strings';

/** docs/screens/guest-lookup.md, guest giving detail: number, date, items, total, method, status, remarks. */
export const GivingFacts = ({ giving }: { giving: GivingDetail }) => {
  const { t } = useTranslation(GUEST_LOOKUP_NS);
  const nameOf = useBackendName();
  const backendText = useBackendText();
  const taipei = useTaipeiTime();
  // docs/api-contract.md: tra_result '0' means no remark.
  const remark = giving.tra_result === '0' ? '' : giving.tra_result;
  const facts: Fact[] = [
    { label: t('result.offeringAid'), value: giving.offering_aid },
    { label: t('lookup.date'), value: taipei.dateTime(giving.offering_build_datetime) },
    { label: t('lookup.project'), value: nameOf(giving, 'project_name') },
    { label: t('result.items'), value: <ItemLines lines={giving.item_package} /> },
    {
      label: t('result.total'),
      value: (
        <strong>
          <AmountDisplay amount={giving.amount} />
        </strong>
      ),
    },
    { label: t('result.method'), value: t(`result.payMethod.${giving.pay_method}`) },
    { label: t('lookup.status'), value: <StatusBadge view={givingStatusView(giving.status)} /> },
    ...(remark ? [{ label: t('result.remark'), value: backendText(remark) }] : []),
    {
      label: t('receiptForm.remarks'),
      value: backendText(giving.comments, { shown: giving.comments }) || t('result.none'),
    },
  ];
  return <FactList facts={facts} look="panel" />;
};
