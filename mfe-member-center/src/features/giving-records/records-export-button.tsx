import { Button, useBackendName, useTranslation } from '@eoffering/shared';
import { saveBlob } from '@eoffering/shared/flows';
import { formatDateTime } from '@eoffering/shared/rules';
import { useId } from 'react';
import type { GivingDetail } from '@eoffering/shared/contract';
import { MEMBER_NS } from '../../strings';
import { csvFile } from './records-csv';
import { exportDates, exportedGivings, exportRows, type ExportColumn } from './records-export';
import type { RangeChoice } from './records-filter';
import styles from './giving-records.module.css';

interface RecordsExportButtonProps {
  /** Every giving the page's filters found, not only the page shown. */
  givings: readonly GivingDetail[];
  range: RangeChoice;
  today: Date;
}

/**
 * Downloads the filtered records' successful givings as a CSV in the page's language: the list's
 * columns, one row per giving, named for its date range (docs/screens/member-centre.md, "Giving
 * records"); a note says which givings it holds.
 */
export const RecordsExportButton = ({ givings: found, range, today }: RecordsExportButtonProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const nameOf = useBackendName();
  const noteId = useId();
  const givings = exportedGivings(found);
  const dates = exportDates(range, today, givings);

  const download = () => {
    if (dates === null) return;
    const header: Record<ExportColumn, string> = {
      number: t('records.export.column.number'),
      date: t('records.export.column.date'),
      method: t('records.export.column.method'),
      project: t('records.export.column.project'),
      items: t('records.export.column.items'),
      amount: t('records.export.column.amount'),
    };
    const rows = exportRows(header, givings, (giving) => ({
      number: giving.offering_aid,
      date: formatDateTime(giving.offering_build_datetime),
      method: t(`records.payMethod.${giving.pay_method}`),
      project: nameOf(giving, 'project_name'),
      items: giving.item_package
        .map((line) => nameOf(line, 'item_name'))
        .join(t('records.itemJoiner')),
      amount: giving.amount,
    }));
    saveBlob(csvFile(rows), t('records.export.fileName', dates));
  };

  return (
    <div className={styles.exportAction}>
      <Button
        variant="secondary"
        onClick={download}
        disabled={dates === null || givings.length === 0}
        aria-describedby={noteId}
      >
        {t('records.export.button')}
      </Button>
      <span id={noteId} className={styles.muted}>
        {t('records.export.note')}
      </span>
    </div>
  );
};
