import { Button, alert, confirm, toast, useTranslation } from '@eoffering/shared';
import { useApiAction, useBackendText } from '@eoffering/shared/flows';
import { formatYearMonth, needsAdjustment } from '@eoffering/shared/rules';
import type { SavedCard } from '@eoffering/shared/contract';
import { useRef } from 'react';
import { MEMBER_NS } from '../../strings';
import { useFocusAfterRender } from '../focus/use-focus-after-render';

interface MovePlansButtonProps {
  card: SavedCard;
  /** The plans now paid by the card (the card's recurring mark changes). */
  onMoved?: () => void;
}

/**
 * Beyond docs/api-contract.md (docs/decisions.md, one card for every recurring plan): every active recurring
 * plan of the member is paid by this card. Before anything moves, the confirmation says how many
 * plans would move and which of them end after the card's expiry (those would need adjustment,
 * docs/screens/member-centre.md), read from the member's plans as they are now.
 */
export const MovePlansButton = ({ card, onMoved }: MovePlansButtonProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const backendText = useBackendText();
  const plans = useApiAction('get_ach_list');
  const move = useApiAction('ach_card_update_all');
  const name = card.cardlink_userlbl || card.cardlink_no;
  const button = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusAfterRender();

  // Whatever the answer, focus comes back to this button once it is no longer busy.
  const ask = async () => {
    await decide();
    focusLater(() => button.current);
  };

  const decide = async () => {
    const list = await plans.run({});
    if (list === undefined) return;
    const active = list.filter((plan) => plan.status === 0 || plan.status === 1);
    if (active.length === 0) {
      await alert({
        tone: 'info',
        title: t('cards.moveAll.title'),
        message: t('cards.moveAll.none'),
      });
      return;
    }
    const needing = active.filter((plan) =>
      needsAdjustment(plan.stop_pay_date, card.cardlink_exym),
    );
    const message = [
      t('cards.moveAll.message', { name, count: active.length }),
      needing.length > 0
        ? t('cards.moveAll.wouldNeedAdjustment', {
            count: needing.length,
            expiry: formatYearMonth(card.cardlink_exym),
            numbers: needing.map((plan) => plan.ach_aid).join(t('cards.moveAll.separator')),
          })
        : t('cards.moveAll.noneNeedAdjustment', { expiry: formatYearMonth(card.cardlink_exym) }),
    ].join(' ');
    const confirmed = await confirm({
      title: t('cards.moveAll.title'),
      message,
      confirmLabel: t('cards.moveAll.confirm', { count: active.length }),
      cancelLabel: t('cards.moveAll.keep'),
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

  const failed = [plans.error, move.error].find((error) => error && !error.handled);
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        busy={plans.busy || move.busy}
        onClick={() => void ask()}
      >
        {t('cards.moveAll.action')}
      </Button>
      {failed && (
        <p role="alert">
          {backendText(failed.message, { shown: t('common:errors.updateFailed') })}
        </p>
      )}
    </>
  );
};
