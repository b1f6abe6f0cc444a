import {
  AmountDisplay,
  StatusBadge,
  formatDateTime,
  givingStatusView,
  useTranslation,
} from '@eoffering/shared';
import type { GivingDetail } from '@eoffering/shared/contract';
import type { ReactNode } from 'react';
import { GIVING_NS } from '../../strings';
import styles from './guest-lookup.module.css';

/** A label and its value in a description list. */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className={styles.fact}>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** spec 2, guest giving detail: number, date, items, total, method, status, remarks. */
export const GivingFacts = ({ giving }: { giving: GivingDetail }) => {
  const { t } = useTranslation(GIVING_NS);
  // spec 3: tra_result '0' means no remark.
  const remark = giving.tra_result === '0' ? '' : giving.tra_result;
  return (
    <dl className={styles.facts}>
      <Fact label={t('result.offeringAid')}>{giving.offering_aid}</Fact>
      <Fact label={t('lookup.date')}>{formatDateTime(giving.offering_build_datetime)}</Fact>
      <Fact label={t('lookup.project')}>{giving.project_name}</Fact>
      <Fact label={t('result.items')}>
        <ul className={styles.lines}>
          {giving.item_package.map((line) => (
            <li key={line.item_aid}>
              {line.item_name} <AmountDisplay amount={line.package_amount} />
            </li>
          ))}
        </ul>
      </Fact>
      <Fact label={t('result.total')}>
        <strong>
          <AmountDisplay amount={giving.amount} />
        </strong>
      </Fact>
      <Fact label={t('result.method')}>{t(`result.payMethod.${giving.pay_method}`)}</Fact>
      <Fact label={t('lookup.status')}>
        <StatusBadge view={givingStatusView(giving.status)} />
      </Fact>
      {remark && <Fact label={t('result.remark')}>{remark}</Fact>}
      <Fact label={t('receiptForm.remarks')}>{giving.comments || t('result.none')}</Fact>
    </dl>
  );
};
