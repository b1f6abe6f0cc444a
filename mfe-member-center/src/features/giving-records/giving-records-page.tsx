import { Link, ROUTES, useApiResult, useTranslation } from '@eoffering/shared';
import { taipeiToday } from '@eoffering/shared/rules';
import { useId, useMemo, useRef, useState } from 'react';
import { MemberFrame } from '../../components/member-frame/member-frame';
import { RecordsList } from '../../components/records-list/records-list';
import { MEMBER_NS } from '../../strings';
import { GivingRecordCard } from './giving-record-card';
import { mayNeedIdentity } from './receipt-info-section';
import { RecordReceiptAction } from './record-receipt-action';
import { recordsRequest } from './records-filter';
import { RecordsExportButton } from './records-export-button';
import { RecordsFilters } from './records-filters';
import { useRecordsFilter } from './use-records-filter';
import styles from './giving-records.module.css';

/** docs/screens/member-centre.md: `/member_center/order_history`, the member's givings with docs/screens/member-centre.md filters, 5 a page. */
export const GivingRecordsPage = () => {
  const { t } = useTranslation(MEMBER_NS);
  const headingId = useId();
  // Ranges count back from the Taipei day the page opened, so paging never shifts the list under
  // the member and a member abroad sees the church's days (docs/decisions.md).
  const today = useMemo(() => taipeiToday(), []);
  const { filter, change, goToPage } = useRecordsFilter(today);
  const records = useApiResult('get_tra_offering_list', recordsRequest(filter, today));
  const titles = useApiResult('get_invoice_title_list', {});
  // The profile is asked only when a listed giving may wait for the identity number.
  const givings = records.status === 'ready' ? records.data : [];
  const donor = useApiResult(
    'get_member_donor_info',
    {},
    { enabled: givings.some(mayNeedIdentity) },
  );
  const [unblocked, setUnblocked] = useState<ReadonlySet<number>>(new Set());
  const [savedFrom, setSavedFrom] = useState<number | null>(null);
  // Once saved here the number is on file: the profile need not be asked again.
  const identityMissing =
    savedFrom === null && donor.status === 'ready' && donor.data.member_social_identity === '';
  const identityAdded = (offeringAid: number) => {
    setUnblocked(new Set(givings.filter(mayNeedIdentity).map((giving) => giving.offering_aid)));
    setSavedFrom(offeringAid);
    records.reload();
  };
  const listHeading = useRef<HTMLHeadingElement>(null);
  // A new page starts at the list's top, not at the pager (docs/screens/member-centre.md).
  const showPage = (page: number) => {
    goToPage(page);
    listHeading.current?.focus();
  };

  return (
    <MemberFrame page="records">
      <RecordsFilters
        filter={filter}
        today={today}
        titles={titles.status === 'ready' ? titles.data : []}
        onChange={change}
      />
      <Link className={styles.recurringLink} to={ROUTES.memberRecurring.build({})}>
        {t('records.recurringLink')}
      </Link>
      <section aria-labelledby={headingId} className={styles.results}>
        <div className={styles.resultsHead}>
          <h2 id={headingId} ref={listHeading} tabIndex={-1} className={styles.resultsTitle}>
            {t('records.listTitle')}
          </h2>
          <RecordsExportButton
            givings={records.status === 'ready' ? records.data : []}
            range={filter.range}
            today={today}
          />
        </div>
        <RecordsList
          records={records}
          page={filter.page}
          onPageChange={showPage}
          labelledBy={headingId}
          renderRecord={(giving) => (
            <GivingRecordCard key={giving.offering_aid} giving={giving}>
              <RecordReceiptAction
                giving={giving}
                identityMissing={identityMissing}
                unblocked={unblocked.has(giving.offering_aid)}
                savedHere={savedFrom === giving.offering_aid}
                onIdentityAdded={identityAdded}
                onChanged={records.reload}
              />
            </GivingRecordCard>
          )}
        />
      </section>
    </MemberFrame>
  );
};
