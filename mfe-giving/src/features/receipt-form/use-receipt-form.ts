import { callApi, orderDraft, type ApiError } from '@eoffering/shared';
import {
  useApiAction,
  useFormState,
  useKeepAcrossSignIn,
  useRestoredAcrossSignIn,
  type FormState,
} from '@eoffering/shared/flows';
import type { RequestOf } from '@eoffering/shared/contract';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { orderInfoVariant } from '../../components/order-info/order-info';
import {
  donorModeOf,
  initialValues,
  orderInfoRequest,
  receiptFormRules,
  refusalOf,
  sameAsDonor,
  type DonorMode,
  type ReceiptChoice,
  type ReceiptFormValues,
  type Refusal,
} from './receipt-form-model';
import type { ReceiptFormData } from './use-receipt-form-data';
import { useSavedTitles, type SavedTitles } from './use-saved-titles';

export const BAD_REQUEST = 400;
export const FORBIDDEN = 403;
/** docs/screens/shell.md: what was typed here survives a sign-in the session forces. */
const DRAFT_KEY = 'receipt-form';

/** docs/api-contract.md: printing not open, what the summary offers when the saved giving cannot be read. */
const NOT_PRINTABLE = -1;

export interface Saved {
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

export interface ReceiptForm {
  mode: DonorMode;
  form: FormState<ReceiptFormValues>;
  savedTitles: SavedTitles;
  /** The save's failure, for the statuses the page handles itself and the refusals. */
  saveError: ApiError | null;
  saving: boolean;
  /** A 400's refusal: field messages already shown under their fields, the rest for the page. */
  refusal: Refusal | null;
  /** What the backend accepted, once it did. */
  saved: Saved | null;
  chooseReceipt: (choice: ReceiptChoice) => void;
  /** docs/screens/giving.md, same as donor: the donor's own name (and identity number) as the title. */
  fillSameAsDonor: () => void;
  submit: (event?: FormEvent) => void;
  /**
   * docs/screens/giving.md, receipt printing: after a print the summary reads the giving's print
   * flag again, so its button offers the reprint the first copy made possible.
   */
  refreshPrintFlag: () => Promise<void>;
}

/** docs/screens/giving.md: the donor and receipt form's values, rules, saved titles and save. */
export const useReceiptForm = (offeringAid: number, data: ReceiptFormData): ReceiptForm => {
  const { giving, donor } = data;
  const mode = donorModeOf(giving, donor);
  const rules = useMemo(() => receiptFormRules(mode), [mode]);
  const initial = useRestoredAcrossSignIn(DRAFT_KEY, () => initialValues(giving, donor, mode));
  const form = useFormState(initial, rules);
  const { values, set, refuse } = form;
  useKeepAcrossSignIn(DRAFT_KEY, values);
  const savedTitles = useSavedTitles(form, data.titles);
  const [saved, setSaved] = useState<Saved | null>(null);
  const save = useApiAction(
    orderInfoVariant({ member: mode !== 'guest', payMethod: giving.pay_method }),
    { handleStatuses: [BAD_REQUEST, FORBIDDEN] },
  );
  const refusal = useMemo(
    () => (save.error?.status === BAD_REQUEST ? refusalOf(save.error.message) : null),
    [save.error],
  );
  useEffect(() => {
    if (refusal) refuse(refusal.fields);
  }, [refusal, refuse]);

  const chooseReceipt = (choice: ReceiptChoice) => {
    set('need_receipt', choice);
    // docs/screens/giving.md: anonymous clears the title and tax id (and disables them).
    if (choice === 'anonymous') {
      set('invoice_title', '');
      set('invoice_tax_id', '');
    }
  };

  const fillSameAsDonor = () => {
    const own = sameAsDonor(values, mode, donor);
    set('need_receipt', 'title');
    set('invoice_title', own.invoice_title);
    set('invoice_tax_id', own.invoice_tax_id);
  };

  const submit = form.submit(async (submitted) => {
    save.reset();
    const request = orderInfoRequest(offeringAid, submitted, mode, donor, savedTitles.titles);
    const sent = await save.run(request);
    if (!sent) return;
    // The giving journey is complete: the next giving starts from a fresh draft.
    orderDraft.clear();
    setSaved({ request, printFlag: await printFlagAfterSave(offeringAid) });
  });

  const refreshPrintFlag = async () => {
    const printFlag = await printFlagAfterSave(offeringAid);
    setSaved((current) => current && { ...current, printFlag });
  };

  return {
    mode,
    form,
    savedTitles,
    saveError: save.error,
    saving: save.busy || form.submitting,
    refusal,
    saved,
    chooseReceipt,
    fillSameAsDonor,
    submit,
    refreshPrintFlag,
  };
};
