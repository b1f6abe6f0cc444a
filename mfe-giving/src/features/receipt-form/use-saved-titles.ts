import { toast, useTranslation } from '@eoffering/shared';
import { useApiAction, type ApiAction, type FormState } from '@eoffering/shared/flows';
import { validateReceiptTitle, validateTaxId } from '@eoffering/shared/rules';
import type { InvoiceTitle } from '@eoffering/shared/contract';
import { useState } from 'react';
import { RECEIPT_FORM_NS } from './receipt-form-strings';
import { enabledTitles, findSavedTitle, type ReceiptFormValues } from './receipt-form-model';

export interface SavedTitles {
  /** The member's enabled saved titles, with those added on this page. */
  titles: InvoiceTitle[];
  /** The saved title the form's title and tax id are, 0 for none. */
  selectedAid: number;
  /** Puts a saved title into the form. */
  choose: (title: InvoiceTitle) => void;
  /** The check that kept the typed title from being added, in the page's language. */
  notice: string | null;
  add: ApiAction<'add_invoice_title'>;
  /** docs/screens/giving.md, add to saved titles: both fields, no duplicate among the enabled ones. */
  addTyped: () => Promise<void>;
}

/** docs/screens/giving.md: a member's saved receipt titles, chosen into the form or added from it. */
export const useSavedTitles = (
  form: FormState<ReceiptFormValues>,
  saved: readonly InvoiceTitle[],
): SavedTitles => {
  const { t } = useTranslation(RECEIPT_FORM_NS);
  const { values, set } = form;
  const [titles, setTitles] = useState<InvoiceTitle[]>(() => enabledTitles(saved));
  const [selectedAid, setSelectedAid] = useState(
    () =>
      findSavedTitle(saved, values.invoice_title, values.invoice_tax_id)?.invoice_title_aid ?? 0,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const add = useApiAction('add_invoice_title');

  const choose = (title: InvoiceTitle) => {
    set('need_receipt', 'title');
    set('invoice_title', title.invoice_title);
    set('invoice_tax_id', title.invoice_tax_id);
    setSelectedAid(title.invoice_title_aid);
  };

  const addTyped = async () => {
    setNotice(null);
    const title = values.invoice_title.trim();
    const taxId = values.invoice_tax_id.trim();
    if (title === '' || taxId === '') {
      setNotice(t('common:validation.enterFieldData'));
      form.focus('invoice_title');
      return;
    }
    const titleError = validateReceiptTitle(title);
    if (titleError) {
      setNotice(t(titleError.key, titleError.values));
      form.focus('invoice_title');
      return;
    }
    const taxIdError = validateTaxId(taxId);
    if (taxIdError) {
      setNotice(t(taxIdError.key));
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

  return { titles, selectedAid, choose, notice, add, addTyped };
};
