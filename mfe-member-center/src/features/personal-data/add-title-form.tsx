import { toast, useTranslation } from '@eoffering/shared';
import { useApiAction } from '@eoffering/shared/flows';
import type { InvoiceTitle } from '@eoffering/shared/contract';
import { MEMBER_NS } from '../../strings';
import { TitleForm, type TitlePair } from './title-form';

interface AddTitleFormProps {
  /** The member's enabled titles, to refuse a pair that already exists before asking. */
  saved: readonly InvoiceTitle[];
  onAdded: () => void;
}

/** docs/screens/member-centre.md: a new saved receipt title; success says 'added to favourites'. */
export const AddTitleForm = ({ saved, onAdded }: AddTitleFormProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const add = useApiAction('add_invoice_title');

  const save = async (pair: TitlePair) => {
    if ((await add.run(pair)) === undefined) return false;
    toast(t('common:success.addedToSaved'));
    onAdded();
    return true;
  };

  return (
    <TitleForm
      label={t('titles.addLabel')}
      others={saved}
      submitLabel={t('titles.add')}
      busy={add.busy}
      error={add.error}
      save={save}
    />
  );
};
