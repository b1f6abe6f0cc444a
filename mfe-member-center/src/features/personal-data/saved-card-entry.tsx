import {
  Button,
  alert,
  confirm,
  isBusinessRefusal,
  toast,
  useTranslation,
} from '@eoffering/shared';
import { FactList, useApiAction, useBackendText } from '@eoffering/shared/flows';
import { formatYearMonth } from '@eoffering/shared/rules';
import type { SavedCard } from '@eoffering/shared/contract';
import { useState } from 'react';
import { MEMBER_NS } from '../../strings';
import { CardLabelForm } from '../../components/saved-card/card-label-form';
import { MovePlansButton } from '../../components/saved-card/move-plans-button';
import styles from './personal-data.module.css';

interface SavedCardEntryProps {
  card: SavedCard;
  /** The list is read again: a name, a removal or the plans a card pays changed. */
  onChanged: () => void;
}

/**
 * One saved card (spec 2): number, expiry (YYYY/MM), issuing bank, its recurring mark, a rename
 * (spec 5 card label), removal (spec 5: not while a recurring plan uses it) and the move of every
 * recurring plan to it (docs/decisions.md).
 */
export const SavedCardEntry = ({ card, onChanged }: SavedCardEntryProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const backendText = useBackendText();
  const [renaming, setRenaming] = useState(false);
  const remove = useApiAction('remove_cardlink');
  const name = card.cardlink_userlbl || card.cardlink_name;

  const cardInUse = (message: string) =>
    alert({ tone: 'warning', title: t('common:errors.cardInUseTitle'), message });

  const ask = async () => {
    // spec 5 and 8: a card a plan uses cannot be removed; the warning says why and what to do.
    if (card.ach_aid !== 0) {
      await cardInUse(t('common:errors.cardInUse'));
      return;
    }
    const confirmed = await confirm({
      title: t('cards.removeTitle'),
      message: t('cards.removeMessage', { name, number: card.cardlink_no }),
      confirmLabel: t('cards.remove'),
    });
    if (!confirmed) return;
    const removed = await remove.run({ cardlink_aid: card.cardlink_aid });
    if (removed !== undefined) {
      toast(t('common:success.removed'));
      onChanged();
    }
  };

  // A refusal the list did not know about yet (a plan set up meanwhile): the server's explanation.
  const refusal = remove.error && isBusinessRefusal(remove.error) ? remove.error : null;

  return (
    <li className={styles.entry}>
      <h3 className={styles.entryTitle}>{name}</h3>
      <FactList
        facts={[
          { label: t('cards.number'), value: card.cardlink_no },
          { label: t('cards.expiry'), value: formatYearMonth(card.cardlink_exym) },
          { label: t('cards.issuer'), value: `${card.cardlink_issuer} (${card.cardlink_bankno})` },
        ]}
      />
      {card.ach_aid !== 0 && <p className={styles.badge}>{t('cards.inUse')}</p>}
      {refusal && (
        <p role="alert" className={styles.muted}>
          {backendText(refusal.message, { shown: t('common:errors.cardInUse') })}
        </p>
      )}
      {renaming ? (
        <CardLabelForm
          card={card}
          onCancel={() => setRenaming(false)}
          onRenamed={() => {
            setRenaming(false);
            onChanged();
          }}
        />
      ) : (
        <div className={styles.entryActions}>
          <Button variant="secondary" onClick={() => setRenaming(true)}>
            {t('cards.rename')}
          </Button>
          <Button variant="secondary" busy={remove.busy} onClick={() => void ask()}>
            {t('cards.remove')}
          </Button>
          <MovePlansButton card={card} onMoved={onChanged} />
        </div>
      )}
    </li>
  );
};
