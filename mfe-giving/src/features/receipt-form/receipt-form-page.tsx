import {
  Button,
  Link,
  PageLoading,
  PageSection,
  buttonClassName,
  useOrderDraft,
  useParams,
  useTranslation,
} from '@eoffering/shared';
import { AmountDisplay, FactList, useBackendText } from '@eoffering/shared/flows';
import { GivingLoadFailure, GivingMismatch } from '../../components/giving-access/giving-failures';
import { OrderSteps } from '../../components/order-frame/order-steps';
import { parseAid } from '../../components/project-calls/project-calls';
import { Agreement } from './agreement';
import { DonorSection } from './donor-section';
import { RECEIPT_FORM_NS } from './receipt-form-strings';
import { backTarget } from './receipt-form-model';
import { ReceiptSection } from './receipt-section';
import { SavedSummary } from './saved-summary';
import { BAD_REQUEST, FORBIDDEN, useReceiptForm } from './use-receipt-form';
import { useReceiptFormData, type ReceiptFormData } from './use-receipt-form-data';
import styles from './receipt-form.module.css';

/** docs/screens/giving.md: the receipt form is step 4 of 4 (counted from 0). */
const RECEIPT_STEP = 3;

interface ReceiptFormProps {
  offeringAid: number;
  data: ReceiptFormData;
}

/** docs/screens/giving.md: the donor and receipt form of one giving. */
const ReceiptForm = ({ offeringAid, data }: ReceiptFormProps) => {
  const { t } = useTranslation(RECEIPT_FORM_NS);
  const backendText = useBackendText();
  const draft = useOrderDraft();
  const receiptForm = useReceiptForm(offeringAid, data);
  const { mode, form, saveError, refusal, saved } = receiptForm;
  const { giving, donor } = data;
  const guest = mode === 'guest';

  if (saveError?.status === FORBIDDEN) return <GivingMismatch />;
  if (saved)
    return (
      <SavedSummary
        saved={saved.request}
        printFlag={saved.printFlag}
        guest={guest}
        onPrintEnded={() => void receiptForm.refreshPrintFlag()}
      />
    );

  const sectionId = form.field('need_receipt').id;

  return (
    <form noValidate onSubmit={receiptForm.submit} className={styles.form}>
      <FactList
        look="panel"
        facts={[
          { label: t('receiptForm.offeringAid'), value: String(giving.offering_aid) },
          { label: t('receiptForm.total'), value: <AmountDisplay amount={giving.amount} /> },
        ]}
      />
      <DonorSection form={form} mode={mode} donor={donor} headingId={`${sectionId}-donor`} />
      <ReceiptSection receiptForm={receiptForm} headingId={`${sectionId}-receipt`} />

      {guest && (
        <Agreement
          binding={form.field('agree')}
          checked={form.values.agree}
          onChange={(checked) => form.set('agree', checked)}
        />
      )}

      {saveError && saveError.status !== BAD_REQUEST && (
        <p role="alert" className={styles.refused}>
          {t('receiptForm.refused', {
            message: backendText(saveError.message, { shown: t('common:errors.updateFailed') }),
          })}
        </p>
      )}
      {refusal && (
        <p role="alert" className={styles.refused}>
          {refusal.others.length > 0
            ? t('receiptForm.refused', {
                message: refusal.others.join(t('receiptForm.listSeparator')),
              })
            : t('receiptForm.fixFields')}
        </p>
      )}

      <div className={styles.actions}>
        <Link className={buttonClassName('secondary')} to={backTarget(draft, offeringAid)}>
          {t('receiptForm.back')}
        </Link>
        <Button type="submit" busy={receiptForm.saving}>
          {t('receiptForm.submit')}
        </Button>
      </div>
    </form>
  );
};

/** docs/screens/giving.md: the donor and receipt form, `/order/receipt_form/{offeringAid}` (step 4). */
export const ReceiptFormPage = () => {
  const { t } = useTranslation(RECEIPT_FORM_NS);
  const { offeringAid } = useParams();
  const aid = parseAid(offeringAid);
  const load = useReceiptFormData(aid);
  const draft = useOrderDraft();

  if (load.kind === 'refused') return <GivingLoadFailure />;
  if (load.kind === 'mismatch') return <GivingMismatch />;
  if (load.kind === 'loading' || aid === null) {
    return <PageLoading label={t('receiptForm.loading')} />;
  }

  return (
    <PageSection title={t('pages.receiptForm')}>
      <OrderSteps view={draft.view === 'express' ? 'express' : 'normal'} active={RECEIPT_STEP} />
      {load.kind === 'failed' ? (
        <p role="alert" className={styles.refused}>
          {t('common:errors.offeringAbnormal')}
        </p>
      ) : (
        <ReceiptForm key={aid} offeringAid={aid} data={load.data} />
      )}
    </PageSection>
  );
};
