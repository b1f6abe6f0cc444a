import {
  LoadingArea,
  Skeleton,
  isBusinessRefusal,
  useApiResult,
  useParams,
  useTranslation,
  useBackendName,
} from '@eoffering/shared';
import { FactList, StatusBadge, useBackendText, useTaipeiTime } from '@eoffering/shared/flows';
import { formatMoney, givingStatusView } from '@eoffering/shared/rules';
import type { GivingDetail } from '@eoffering/shared/contract';
import { Card } from '../../components/card/card';
import { MemberFrame } from '../../components/member-frame/member-frame';
import { MEMBER_NS } from '../../strings';
import { ItemsSection } from './items-section';
import { ReceiptInfoSection } from './receipt-info-section';
import { useRecordsBack } from './records-return';
import { TransferAccountDialog } from './transfer-account-dialog';
import styles from './giving-records.module.css';

/** The giving number of the route, or null for what cannot be one (nothing is asked then). */
const offeringAidOf = (param: string | undefined): number | null =>
  param !== undefined && /^\d{1,15}$/.test(param) && Number(param) >= 1 ? Number(param) : null;

/** docs/screens/member-centre.md: number, date, items, total, method (with the transfer account), status, remarks. */
const GivingFacts = ({ giving }: { giving: GivingDetail }) => {
  const { t } = useTranslation(MEMBER_NS);
  const nameOf = useBackendName();
  const backendText = useBackendText();
  const taipei = useTaipeiTime();
  // docs/api-contract.md: tra_result '0' means no remark.
  const remark = giving.tra_result === '0' ? '' : giving.tra_result;
  return (
    <Card title={t('records.number', { number: giving.offering_aid })}>
      <FactList
        facts={[
          { label: t('detail.date'), value: taipei.dateTime(giving.offering_build_datetime) },
          { label: t('detail.project'), value: nameOf(giving, 'project_name') },
          {
            label: t('detail.items'),
            value: (
              <ul className={styles.lines}>
                {giving.item_package.map((line) => (
                  <li key={line.item_aid}>
                    {nameOf(line, 'item_name')} {formatMoney(line.package_amount)}
                  </li>
                ))}
              </ul>
            ),
          },
          { label: t('detail.total'), value: <strong>{formatMoney(giving.amount)}</strong> },
          {
            label: t('detail.method'),
            value: (
              <span className={styles.withAction}>
                {t(`records.payMethod.${giving.pay_method}`)}
                {giving.pay_method === 'VACC' && <TransferAccountDialog />}
              </span>
            ),
          },
          {
            label: t('detail.status'),
            value: <StatusBadge view={givingStatusView(giving.status)} />,
          },
          ...(remark ? [{ label: t('detail.result'), value: backendText(remark) }] : []),
          {
            label: t('detail.remarks'),
            value: backendText(giving.comments, { shown: giving.comments }) || t('detail.none'),
          },
        ]}
      />
    </Card>
  );
};

/** docs/screens/member-centre.md: `/member_center/order_detail/{offeringAid}`, one giving under the records tab. */
export const GivingDetailPage = () => {
  const { t } = useTranslation(MEMBER_NS);
  const offeringAid = offeringAidOf(useParams().offeringAid);
  const giving = useApiResult(
    'get_tra_offering_detail',
    offeringAid === null ? null : { offering_aid: offeringAid },
  );
  const back = useRecordsBack();
  return (
    <MemberFrame page="detail" back={back}>
      {giving.status === 'loading' && (
        <LoadingArea>
          <Skeleton />
          <Skeleton width="60%" />
        </LoadingArea>
      )}
      {giving.status === 'failed' && (
        <p role="alert">
          {isBusinessRefusal(giving.error) ? t('common:errors.noData') : t('sectionFailed')}
        </p>
      )}
      {giving.status === 'ready' && (
        <>
          <GivingFacts giving={giving.data} />
          {giving.data.pay_method === 'VACC' && (
            <ItemsSection giving={giving.data} onChanged={giving.reload} />
          )}
          <ReceiptInfoSection giving={giving.data} onChanged={giving.reload} />
        </>
      )}
    </MemberFrame>
  );
};
