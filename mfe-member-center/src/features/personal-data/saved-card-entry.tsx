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
import { useRef, useState, type Ref } from 'react';
import { MEMBER_NS } from '../../strings';
import { useFocusAfterRender } from '../../components/focus/use-focus-after-render';
import { CardLabelForm } from '../../components/saved-card/card-label-form';
import { MovePlansButton } from '../../components/saved-card/move-plans-button';
import styles from './personal-data.module.css';

interface SavedCardEntryProps {
  card: SavedCard;
  /** The list is read again: a name or the plans a card pays changed. */
  onChanged: () => void;
  /** The card was removed: the list drops it and moves focus on. */
  onRemoved: () => void;
  /** The card's name heading, where focus goes when the card before it is removed. */
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * One saved card (docs/screens/member-centre.md): number, expiry (YYYY/MM), issuing bank, its recurring mark, a rename
 * (docs/screens/member-centre.md card label), removal (docs/screens/member-centre.md: not while a recurring plan uses it) and the move of every
 * recurring plan to it (docs/decisions.md).
 */
export const SavedCardEntry = ({ card, onChanged, onRemoved, headingRef }: SavedCardEntryProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const backendText = useBackendText();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusAfterRender();
  const remove = useApiAction('remove_cardlink');
  const name = card.cardlink_userlbl || card.cardlink_name;

  const cardInUse = (message: string) =>
    alert({ tone: 'warning', title: t('common:errors.cardInUseTitle'), message });

  // docs/screens/member-centre.md, focus after an edit: every way out of the removal that keeps
  // the card brings focus back to its Remove button; a removed card's list moves it on.
  const ask = async () => {
    if (await removeAfterAsking()) onRemoved();
    else focusLater(() => removeButton.current);
  };

  const closeForm = () => {
    setRenaming(false);
    focusLater(() => renameButton.current);
  };

  /** True once the card is gone. */
  const removeAfterAsking = async (): Promise<boolean> => {
    // docs/screens/member-centre.md: a card a plan uses cannot be removed; the warning says why and what to do.
    if (card.ach_aid !== 0) {
      await cardInUse(t('common:errors.cardInUse'));
      return false;
    }
    const confirmed = await confirm({
      title: t('cards.removeTitle'),
      message: t('cards.removeMessage', { name, number: card.cardlink_no }),
      confirmLabel: t('cards.remove'),
    });
    if (!confirmed) return false;
    const removed = await remove.run({ cardlink_aid: card.cardlink_aid });
    if (removed === undefined) return false;
    toast(t('common:success.removed'));
    return true;
  };

  // A refusal the list did not know about yet (a plan set up meanwhile): the server's explanation.
  const refusal = remove.error && isBusinessRefusal(remove.error) ? remove.error : null;

  return (
    <li className={styles.entry}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.entryTitle}>
        {name}
      </h3>
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
          focusOnOpen
          onCancel={closeForm}
          onRenamed={() => {
            closeForm();
            onChanged();
          }}
        />
      ) : (
        <div className={styles.entryActions}>
          <Button ref={renameButton} variant="secondary" onClick={() => setRenaming(true)}>
            {t('cards.rename')}
          </Button>
          <Button
            ref={removeButton}
            variant="secondary"
            busy={remove.busy}
            onClick={() => void ask()}
          >
            {t('cards.remove')}
          </Button>
          <MovePlansButton card={card} onMoved={onChanged} />
        </div>
      )}
    </li>
  );
};
