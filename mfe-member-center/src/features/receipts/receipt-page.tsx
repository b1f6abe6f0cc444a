import { formatRocYear, useApiResult, useBackendName, useTranslation } from '@eoffering/shared';
import { FormField, useTaipeiTime } from '@eoffering/shared/flows';
import { formatMoney, receiptNumber, taipeiToday } from '@eoffering/shared/rules';
import { useCallback, useId, useMemo, useState } from 'react';
import { useAddressState } from '../../components/address-state/use-address-state';
import { Card } from '../../components/card/card';
import { GivingPrintButton } from '../../components/giving-print/giving-print-button';
import { MemberFrame } from '../../components/member-frame/member-frame';
import { RecordsList } from '../../components/records-list/records-list';
import { MEMBER_NS } from '../../strings';
import { AnnualReceiptCard } from './annual-receipt-card';
import { fiscalYears } from './fiscal-years';
import { parseReceiptQuery, toReceiptQuery, type ReceiptChoice } from './receipt-query';
import styles from './receipts.module.css';

/** docs/api-contract.md: 0 is a receipt in the donor's own name; saved titles are above 0. */
const OWN_NAME = 0;

/**
 * docs/screens/member-centre.md: `/member_center/receipt`: a fiscal year (ROC, default this year) and one of the
 * member's receipt titles, the annual receipt's status with its print and preview, and the
 * year's givings for that title, five a page, each with its single-receipt print.
 */
export const ReceiptPage = () => {
  const { t } = useTranslation(MEMBER_NS);
  const nameOf = useBackendName();
  const listHeading = useId();
  const taipei = useTaipeiTime();
  const years = useMemo(() => fiscalYears(taipeiToday()), []);
  // The year and title live in the URL query, so reload, Back and a shared link keep them.
  const parse = useCallback((query: URLSearchParams) => parseReceiptQuery(query, years), [years]);
  const [{ year, titleAid }, ask] = useAddressState(parse, toReceiptQuery);
  const choose = (choice: Partial<ReceiptChoice>) => {
    ask((last) => ({ ...last, ...choice }));
    setPage(1);
  };
  const [page, setPage] = useState(1);
  const titles = useApiResult('get_invoice_title_list', {});
  const request = { fiscal_year: year, invoice_title_aid: titleAid };
  const status = useApiResult('get_receipt_status', request);
  const records = useApiResult('get_receipt_list', request);
  const saved = titles.status === 'ready' ? titles.data.filter((entry) => entry.disable === 0) : [];

  // docs/screens/member-centre.md: after a file is saved (or refused) what it changed is read again.
  const refresh = () => {
    status.reload();
    records.reload();
  };

  return (
    <MemberFrame page="receipt">
      <form
        className={styles.filters}
        aria-label={t('receipts.filter')}
        onSubmit={(e) => e.preventDefault()}
      >
        <FormField label={t('receipts.year')}>
          {(control) => (
            <select
              {...control}
              value={year}
              onChange={(event) => choose({ year: Number(event.target.value) })}
            >
              {years.map((choice) => (
                <option key={choice} value={choice}>
                  {formatRocYear(choice)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('receipts.title')}>
          {(control) => (
            <select
              {...control}
              value={titleAid}
              onChange={(event) => choose({ titleAid: Number(event.target.value) })}
            >
              <option value={OWN_NAME}>{t('receipts.ownName')}</option>
              {saved.map((entry) => (
                <option key={entry.invoice_title_aid} value={entry.invoice_title_aid}>
                  {`${entry.invoice_title} (${entry.invoice_tax_id})`}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </form>
      <AnnualReceiptCard state={status} onPrinted={refresh} />
      <Card title={t('receipts.listTitle')} headingId={listHeading}>
        <RecordsList
          records={records}
          page={page}
          onPageChange={setPage}
          labelledBy={listHeading}
          renderRecord={(record) => {
            const number = t('records.number', { number: record.offering_aid });
            return (
              <li key={record.offering_aid} className={styles.record}>
                <h3 className={styles.recordTitle}>{number}</h3>
                <p className={styles.line}>
                  <span>{taipei.dateTime(record.offering_date)}</span>
                  <strong>{formatMoney(record.amount)}</strong>
                </p>
                <p className={styles.line}>
                  {record.item_package
                    .map((line) => nameOf(line, 'item_name'))
                    .join(t('records.itemJoiner'))}
                </p>
                {record.if_print_flag > 0 && (
                  <p className={styles.muted}>
                    {t('receipts.ownReceipt', { number: receiptNumber(record.if_print_flag) })}
                  </p>
                )}
                <GivingPrintButton giving={record} context={number} onChanged={refresh} />
              </li>
            );
          }}
        />
      </Card>
    </MemberFrame>
  );
};
