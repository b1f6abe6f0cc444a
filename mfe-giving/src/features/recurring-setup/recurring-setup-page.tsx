import {
  Button,
  LoadingArea,
  ROUTES,
  Skeleton,
  isBusinessRefusal,
  session,
  useApiResult,
  useNavigate,
  useSession,
  useTranslation,
} from '@eoffering/shared';
import { IdentityDialog } from '@eoffering/shared/flows';
import { useEffect, useState } from 'react';
import { OrderScreen } from '../../components/order-frame/order-screen';
import { RECURRING_SETUP_NS } from './recurring-setup-strings';
import { RecurringForm } from './recurring-form';
import styles from './recurring-setup.module.css';

/**
 * docs/screens/giving.md, recurring flow, for a member: the donor info on entry (no identity number on file opens
 * the identity dialog), the project's recurring items (if_ach 1) and the saved titles, then the form.
 */
const MemberSetup = ({ projectAid }: { projectAid: number }) => {
  const { t } = useTranslation(RECURRING_SETUP_NS);
  const navigate = useNavigate();
  const donor = useApiResult('get_member_donor_info', {});
  const items = useApiResult('get_project_items', { project_aid: projectAid, if_ach: 1 });
  const titles = useApiResult('get_invoice_title_list', {});
  const [dialogDismissed, setDialogDismissed] = useState(false);

  // docs/security-model.md: a member info read that fails its result check sends the member home.
  const failedCheck = donor.status === 'failed' && isBusinessRefusal(donor.error);
  useEffect(() => {
    if (failedCheck) navigate(ROUTES.home.build({}), { replace: true });
  }, [failedCheck, navigate]);

  if (donor.status === 'failed' || items.status === 'failed') {
    return (
      <div role="alert" className={styles.notice}>
        <p>{t('recurring.loadFailed')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            donor.reload();
            items.reload();
          }}
        >
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  if (donor.status === 'loading' || items.status === 'loading' || titles.status === 'loading') {
    return (
      <LoadingArea label={t('recurring.loading')}>
        <Skeleton shape="rect" height="16rem" />
      </LoadingArea>
    );
  }

  const identityMissing = donor.data.sid_status === -1;
  return (
    <>
      {identityMissing && (
        <div className={styles.notice}>
          <p>{t('recurring.identityNeeded')}</p>
          <Button variant="secondary" onClick={() => setDialogDismissed(false)}>
            {t('recurring.fillIdentity')}
          </Button>
        </div>
      )}
      <IdentityDialog
        open={identityMissing && !dialogDismissed}
        onClose={() => setDialogDismissed(true)}
        onUpdated={() => {
          setDialogDismissed(true);
          donor.reload();
        }}
      />
      <RecurringForm
        projectAid={projectAid}
        items={items.data}
        // Saved titles are a convenience: without them the member types a title.
        titles={titles.status === 'ready' ? titles.data : []}
        identityMissing={identityMissing}
        onNeedIdentity={() => setDialogDismissed(false)}
      />
    </>
  );
};

/**
 * docs/screens/giving.md, `/order/recurring_records/{projectAid}`: the recurring setup under the order frame. The
 * page says the setting itself charges nothing; a guest sees only 'please log in first', which
 * opens the login dialog (docs/decisions.md, recurring setup).
 */
export const RecurringSetupPage = () => {
  const { t } = useTranslation(RECURRING_SETUP_NS);
  const { isAuthenticated } = useSession();
  return (
    <OrderScreen view="recurring_records">
      {({ project }) => (
        <>
          <div className={styles.note}>
            <p>{t('recurring.noCharge')}</p>
          </div>
          {isAuthenticated ? (
            <MemberSetup key={project.project_aid} projectAid={project.project_aid} />
          ) : (
            <Button onClick={() => session.requestLogin(true)}>{t('recurring.loginFirst')}</Button>
          )}
        </>
      )}
    </OrderScreen>
  );
};
