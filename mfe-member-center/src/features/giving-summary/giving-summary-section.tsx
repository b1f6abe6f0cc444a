import {
  LoadingArea,
  Skeleton,
  useApiResult,
  useBackendName,
  useTranslation,
} from '@eoffering/shared';
import { formatMoney, taipeiToday } from '@eoffering/shared/rules';
import { useMemo } from 'react';
import { Card } from '../../components/card/card';
import { MEMBER_NS } from '../../strings';
import { summarise, summaryRequest, type GivingSummary } from './giving-summary';
import { SummaryTable } from './summary-table';
import styles from './giving-summary.module.css';

const monthName = (language: string, month: number): string =>
  new Intl.DateTimeFormat(language, { month: 'long' }).format(new Date(2000, month - 1, 1));

const SummaryCharts = ({ summary }: { summary: GivingSummary }) => {
  const { t, i18n } = useTranslation(MEMBER_NS);
  const nameOf = useBackendName();
  const { year, totals } = summary;
  if (totals.thisYear === 0 && totals.lastYear === 0) {
    return <p className={styles.muted}>{t('summary.empty')}</p>;
  }
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <>
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>{t('summary.thisYear', { year })}</dt>
          <dd>{formatMoney(totals.thisYear)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('summary.lastYear', { year: year - 1 })}</dt>
          <dd>{formatMoney(totals.lastYear)}</dd>
        </div>
      </dl>
      <SummaryTable
        caption={t('summary.byProject')}
        rowHeading={t('summary.project')}
        rows={summary.byProject.map((row) => ({
          ...row,
          key: row.projectAid,
          label: nameOf(row.name, 'project_name'),
        }))}
        totals={totals}
        year={year}
      />
      <SummaryTable
        caption={t('summary.byMonth')}
        rowHeading={t('summary.month')}
        rows={summary.byMonth.map((row) => ({
          ...row,
          key: row.month,
          label: monthName(language, row.month),
        }))}
        totals={totals}
        year={year}
      />
    </>
  );
};

/**
 * The member home's giving summary: this Taipei year's and last year's successful givings in all,
 * by project and by month, summed from the member's own records
 * (docs/screens/member-centre.md, "Giving summary").
 */
export const GivingSummarySection = () => {
  const { t } = useTranslation(MEMBER_NS);
  const year = useMemo(() => taipeiToday().getFullYear(), []);
  const records = useApiResult('get_tra_offering_list', summaryRequest(year));
  const summary = useMemo(
    () => (records.status === 'ready' ? summarise(records.data, year) : null),
    [records, year],
  );
  return (
    <Card title={t('summary.title')}>
      {records.status === 'loading' && (
        <LoadingArea>
          <Skeleton />
          <Skeleton width="60%" />
        </LoadingArea>
      )}
      {records.status === 'failed' && <p role="alert">{t('sectionFailed')}</p>}
      {summary && <SummaryCharts summary={summary} />}
      <p className={styles.muted}>{t('summary.note')}</p>
    </Card>
  );
};
