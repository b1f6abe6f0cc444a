import {
  Button,
  Link,
  PageLoading,
  PageSection,
  buttonClassName,
  callApi,
  getConfig,
  orderDraft,
  toast,
  useOrderDraft,
  useParams,
  useTranslation,
  inPageLanguage,
} from '@eoffering/shared';
import {
  AmountDisplay,
  ChoiceField,
  FactList,
  type FieldBinding,
  FormField,
  MessageSlot,
  TitleTaxIdFields,
  useApiAction,
  useBackendText,
  useFormState,
  useKeepAcrossSignIn,
  useRestoredAcrossSignIn,
} from '@eoffering/shared/flows';
import { isTaxId, maskIdentity } from '@eoffering/shared/rules';
import type { InvoiceTitle, RequestOf } from '@eoffering/shared/contract';
import { useEffect, useMemo, useState } from 'react';
import { GivingLoadFailure, GivingMismatch } from '../../components/giving-access/giving-failures';
import { OrderSteps } from '../../components/order-frame/order-steps';
import { orderInfoVariant } from '../../components/order-info/order-info';
import { parseAid } from '../../components/project-calls/project-calls';
import { RECEIPT_FORM_NS } from './receipt-form-strings';
import {
  backTarget,
  donorModeOf,
  enabledTitles,
  findSavedTitle,
  initialValues,
  orderInfoRequest,
  receiptFormRules,
  refusalOf,
  sameAsDonor,
  type ReceiptChoice,
} from './receipt-form-model';
import { SavedSummary } from './saved-summary';
import { SavedTitleDialog } from './saved-title-dialog';
import { useReceiptFormData, type ReceiptFormData } from './use-receipt-form-data';
import styles from './receipt-form.module.css';

/** docs/screens/giving.md: the receipt form is step 4 of 4 (counted from 0). */
const RECEIPT_STEP = 3;
const BAD_REQUEST = 400;
const FORBIDDEN = 403;
/** docs/screens/shell.md: what was typed here survives a sign-in the session forces. */
const DRAFT_KEY = 'receipt-form';

/** docs/api-contract.md: printing not open, what the summary offers when the saved giving cannot be read. */
const NOT_PRINTABLE = -1;

interface Saved {
  request: RequestOf<'tra_order_info_handle'>;
  printFlag: number;
}

/** The giving's print flag once its receipt info is saved; not printable when it cannot be read. */
const printFlagAfterSave = async (offeringAid: number): Promise<number> => {
  try {
    const giving = await callApi('get_tra_detail_form', { offering_aid: offeringAid });
    return giving.if_print_flag;
  } catch {
    return NOT_PRINTABLE;
  }
};

interface AgreementProps {
  binding: FieldBinding<'agree'>;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** docs/screens/giving.md: the agreement checkbox with the privacy link (edit mode), 'please agree'. */
const Agreement = ({ binding, checked, onChange }: AgreementProps) => {
  const { t } = useTranslation(RECEIPT_FORM_NS);
  const { input, message, id } = binding;
  const messageId = `${id}-message`;
  return (
    <div className={styles.agreement}>
      <label className={styles.checkbox}>
        <input
          {...input}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        {t('receiptForm.agree')}
      </label>
      <a
        href={inPageLanguage(getConfig().mainSite.privacy)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('receiptForm.privacyLink')}
      </a>
      <MessageSlot id={messageId} message={message} className={styles.message} />
    </div>
  );
};

interface ReceiptFormProps {
  offeringAid: number;
  data: ReceiptFormData;
}

/** docs/screens/giving.md: the donor and receipt form of one giving. */
const ReceiptForm = ({ offeringAid, data }: ReceiptFormProps) => {
  const { t } = useTranslation(RECEIPT_FORM_NS);
  const backendText = useBackendText();
  const draft = useOrderDraft();
  const { giving, donor } = data;
  const mode = donorModeOf(giving, donor);
  const guest = mode === 'guest';
  const rules = useMemo(() => receiptFormRules(mode), [mode]);
  const initial = useRestoredAcrossSignIn(DRAFT_KEY, () => initialValues(giving, donor, mode));
  const form = useFormState(initial, rules);
  const { values, set, field } = form;
  useKeepAcrossSignIn(DRAFT_KEY, values);
  const [titles, setTitles] = useState<InvoiceTitle[]>(() => enabledTitles(data.titles));
  const [selectedAid, setSelectedAid] = useState(
    () =>
      findSavedTitle(data.titles, initial.invoice_title, initial.invoice_tax_id)
        ?.invoice_title_aid ?? 0,
  );
  const [pickerOpen, setPickerOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const save = useApiAction(orderInfoVariant({ member: !guest, payMethod: giving.pay_method }), {
    handleStatuses: [BAD_REQUEST, FORBIDDEN],
  });
  const add = useApiAction('add_invoice_title');
  const anonymous = values.need_receipt === 'anonymous';
  const refusal = useMemo(
    () => (save.error?.status === BAD_REQUEST ? refusalOf(save.error.message) : null),
    [save.error],
  );
  const { refuse } = form;
  useEffect(() => {
    if (refusal) refuse(refusal.fields);
  }, [refusal, refuse]);

  if (save.error?.status === FORBIDDEN) return <GivingMismatch />;
  if (saved)
    return <SavedSummary saved={saved.request} printFlag={saved.printFlag} guest={guest} />;

  const choose = (choice: ReceiptChoice) => {
    set('need_receipt', choice);
    // docs/screens/giving.md: anonymous clears the title and tax id (and disables them).
    if (choice === 'anonymous') {
      set('invoice_title', '');
      set('invoice_tax_id', '');
    }
  };

  const fillTitle = (title: string, taxId: string) => {
    set('invoice_title', title);
    set('invoice_tax_id', taxId);
  };

  // docs/screens/giving.md, add to saved titles: both fields, no duplicate among the enabled ones.
  const addToSaved = async () => {
    setNotice(null);
    const title = values.invoice_title.trim();
    const taxId = values.invoice_tax_id.trim();
    if (title === '' || taxId === '') {
      setNotice(t('common:validation.enterFieldData'));
      form.focus('invoice_title');
      return;
    }
    if (!isTaxId(taxId)) {
      setNotice(t('common:validation.taxIdFormat'));
      form.focus('invoice_tax_id');
      return;
    }
    const existing = findSavedTitle(titles, title, taxId);
    if (existing) {
      setSelectedAid(existing.invoice_title_aid);
      toast(t('common:errors.duplicateData'), 'warning');
      return;
    }
    const added = await add.run({ invoice_title: title, invoice_tax_id: taxId });
    if (!added) return;
    const entry: InvoiceTitle = {
      invoice_title_aid: added.invoice_title_aid,
      invoice_title: title,
      invoice_tax_id: taxId,
      comments: '',
      disable: 0,
    };
    setTitles((current) => [...current, entry]);
    setSelectedAid(entry.invoice_title_aid);
    toast(t('common:success.addedToSaved'));
  };

  const submit = form.submit(async (submitted) => {
    save.reset();
    const request = orderInfoRequest(offeringAid, submitted, mode, donor, titles);
    const sent = await save.run(request);
    if (!sent) return;
    // The giving journey is complete: the next giving starts from a fresh draft.
    orderDraft.clear();
    setSaved({ request, printFlag: await printFlagAfterSave(offeringAid) });
  });

  const sidInput = (
    <FormField
      // docs/screens/giving.md: the identity number is uppercased as it is typed.
      {...field('donor_sid', (typed) => typed.toUpperCase())}
      label={t('receiptForm.donorSid')}
      hint={t('common:validation.identityHint')}
      required
    >
      {(control) => (
        <input {...control} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
      )}
    </FormField>
  );

  const textField = (
    name: 'donor_name' | 'donor_phone' | 'donor_email',
    label: string,
    type: 'text' | 'tel' | 'email',
    autoComplete: string,
  ) => (
    <FormField {...field(name)} label={label} required>
      {(control) => <input {...control} type={type} autoComplete={autoComplete} />}
    </FormField>
  );

  const choice = field('need_receipt');
  const agree = field('agree');

  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      <FactList
        look="panel"
        facts={[
          { label: t('receiptForm.offeringAid'), value: String(giving.offering_aid) },
          { label: t('receiptForm.total'), value: <AmountDisplay amount={giving.amount} /> },
        ]}
      />

      <section className={styles.section} aria-labelledby={`${choice.id}-donor`}>
        <h2 id={`${choice.id}-donor`} className={styles.sectionTitle}>
          {t('receiptForm.donorSection')}
        </h2>
        {guest ? (
          <>
            {textField('donor_name', t('receiptForm.donorName'), 'text', 'name')}
            {textField('donor_phone', t('receiptForm.donorPhone'), 'tel', 'tel')}
            {textField('donor_email', t('receiptForm.donorEmail'), 'email', 'email')}
            {sidInput}
          </>
        ) : (
          <>
            <FactList
              look="panel"
              facts={[
                { label: t('receiptForm.donorName'), value: donor.member_name_mandarin },
                { label: t('receiptForm.donorPhone'), value: donor.cell_phone },
                { label: t('receiptForm.donorEmail'), value: donor.email },
                ...(mode === 'member'
                  ? [
                      {
                        label: t('receiptForm.donorSid'),
                        value: maskIdentity(donor.member_social_identity),
                      },
                    ]
                  : []),
              ]}
            />
            {mode === 'member-without-identity' && sidInput}
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby={`${choice.id}-receipt`}>
        <h2 id={`${choice.id}-receipt`} className={styles.sectionTitle}>
          {t('receiptForm.receiptSection')}
        </h2>
        <ChoiceField
          field={choice}
          legend={t('receiptForm.receiptChoice')}
          options={(['anonymous', 'title'] as const).map((option) => ({
            value: option,
            label: t(option === 'anonymous' ? 'receiptForm.anonymous' : 'receiptForm.withTitle'),
          }))}
          value={values.need_receipt}
          onChoose={choose}
          classes={styles}
        />
        <TitleTaxIdFields
          title={field('invoice_title')}
          taxId={field('invoice_tax_id')}
          required={false}
          disabled={anonymous}
        />
        <div className={styles.titleActions}>
          <Button
            variant="secondary"
            disabled={anonymous}
            onClick={() => {
              set('need_receipt', 'title');
              const own = sameAsDonor(values, mode, donor);
              fillTitle(own.invoice_title, own.invoice_tax_id);
            }}
          >
            {t('receiptForm.sameAsDonor')}
          </Button>
          {!guest && (
            <>
              <Button
                variant="secondary"
                disabled={anonymous || titles.length === 0}
                onClick={() => setPickerOpen(true)}
              >
                {t('receiptForm.chooseSaved')}
              </Button>
              <Button
                variant="secondary"
                disabled={anonymous}
                busy={add.busy}
                onClick={() => void addToSaved()}
              >
                {t('receiptForm.addToSaved')}
              </Button>
            </>
          )}
        </div>
        {(notice ?? (add.error?.kind === 'rc' ? add.error.message : null)) && (
          <p role="alert" className={styles.message}>
            {notice ?? backendText(add.error?.message ?? '')}
          </p>
        )}
        <FormField {...field('comments')} label={t('receiptForm.remarks')}>
          {(control) => <textarea {...control} rows={3} maxLength={500} />}
        </FormField>
      </section>

      {guest && (
        <Agreement
          binding={agree}
          checked={values.agree}
          onChange={(checked) => set('agree', checked)}
        />
      )}

      {save.error && save.error.status !== BAD_REQUEST && (
        <p role="alert" className={styles.refused}>
          {t('receiptForm.refused', {
            message: backendText(save.error.message, { shown: t('common:errors.updateFailed') }),
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
        <Button type="submit" busy={save.busy || form.submitting}>
          {t('receiptForm.submit')}
        </Button>
      </div>

      {pickerOpen && (
        <SavedTitleDialog
          open
          titles={titles}
          selectedAid={selectedAid}
          onClose={() => setPickerOpen(false)}
          onChoose={(saved) => {
            set('need_receipt', 'title');
            fillTitle(saved.invoice_title, saved.invoice_tax_id);
            setSelectedAid(saved.invoice_title_aid);
            setPickerOpen(false);
          }}
        />
      )}
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
