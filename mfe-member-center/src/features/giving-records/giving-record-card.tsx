import { Link, ROUTES, useBackendName, useLocation, useTranslation } from '@eoffering/shared';
import { StatusBadge, useTaipeiTime } from '@eoffering/shared/flows';
import { formatMoney, givingStatusView } from '@eoffering/shared/rules';
import type { GivingDetail } from '@eoffering/shared/contract';
import type { ReactNode } from 'react';
import { MEMBER_NS } from '../../strings';
import { recordsReturnState } from './records-return';
import styles from './giving-records.module.css';

/**
 * One giving in the records list (docs/screens/member-centre.md): number, date, project, items, total, method and the
 * status in its history colour (docs/screens/member-centre.md). The number is the link; the whole card responds to it.
 * `children` are the giving's receipt actions, below its lines.
 */
export const GivingRecordCard = ({
  giving,
  children,
}: {
  giving: GivingDetail;
  children?: ReactNode;
}) => {
  const { t } = useTranslation(MEMBER_NS);
  const nameOf = useBackendName();
  const { search } = useLocation();
  const taipei = useTaipeiTime();
  return (
    <li className={styles.record}>
      <div className={styles.recordHead}>
        <h2 className={styles.recordTitle}>
          <Link
            className={styles.recordLink}
            to={ROUTES.memberGivingDetail.build({ offeringAid: giving.offering_aid })}
            state={recordsReturnState(search)}
          >
            {t('records.number', { number: giving.offering_aid })}
          </Link>
        </h2>
        <StatusBadge view={givingStatusView(giving.status)} />
      </div>
      <p className={styles.recordLine}>
        <span>{taipei.dateTime(giving.offering_build_datetime)}</span>
        <span>{t(`records.payMethod.${giving.pay_method}`)}</span>
      </p>
      <p className={styles.recordLine}>
        <span>
          <span className={styles.project}>{nameOf(giving, 'project_name')}</span>
          {giving.item_package
            .map((line) => nameOf(line, 'item_name'))
            .join(t('records.itemJoiner'))}
        </span>
        <strong className={styles.amount}>{formatMoney(giving.amount)}</strong>
      </p>
      {children}
    </li>
  );
};
