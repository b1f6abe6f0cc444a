import { Button, alert, confirm, toast, useTranslation } from '@eoffering/shared';
import { useApiAction } from '@eoffering/shared/flows';
import type { SavedCard } from '@eoffering/shared/contract';
import { MEMBER_NS } from '../../strings';

interface MovePlansButtonProps {
  card: SavedCard;
  /** The plans now paid by the card (the card's recurring mark changes). */
  onMoved?: () => void;
}

/**
 * Beyond spec 7 (docs/decisions.md, one card for every recurring plan): after one confirmation
 * every active recurring plan of the member is paid by this card; a notice says how many moved
 * and how many end after the card's expiry (those need adjustment, spec 4).
 */
export const MovePlansButton = ({ card, onMoved }: MovePlansButtonProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const move = useApiAction('ach_card_update_all');
  const name = card.cardlink_userlbl || card.cardlink_no;

  const ask = async () => {
    const confirmed = await confirm({
      title: t('cards.moveAll.title'),
      message: t('cards.moveAll.message', { name }),
      confirmLabel: t('cards.moveAll.confirm'),
    });
    if (!confirmed) return;
    const moved = await move.run({ cardlink_aid: card.cardlink_aid });
    if (moved === undefined) return;
    const count = moved.ach_aids.length;
    const adjust = moved.needs_adjustment.length;
    const notice = [
      t('cards.moveAll.moved', { count }),
      ...(adjust > 0 ? [t('cards.moveAll.needsAdjustment', { count: adjust })] : []),
    ].join(' ');
    if (adjust > 0)
      await alert({ tone: 'warning', title: t('cards.moveAll.title'), message: notice });
    else toast(notice);
    onMoved?.();
  };

  return (
    <>
      <Button variant="secondary" busy={move.busy} onClick={() => void ask()}>
        {t('cards.moveAll.action')}
      </Button>
      {move.error && !move.error.handled && (
        <p role="alert">{move.error.message || t('common:errors.updateFailed')}</p>
      )}
    </>
  );
};
