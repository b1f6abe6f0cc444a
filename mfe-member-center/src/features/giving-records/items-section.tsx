import { Button, useNavigate, useTranslation } from '@eoffering/shared';
import { ItemEditor } from '@eoffering/shared/flows';
import type { GivingDetail } from '@eoffering/shared/contract';
import { editBlock, editOffers } from '@eoffering/shared/rules';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Card } from '../../components/card/card';
import { MEMBER_NS } from '../../strings';
import { memberUpdateFailed } from './member-update-failed';
import styles from './giving-records.module.css';

interface ItemsSectionProps {
  giving: GivingDetail;
  /** Reloads the giving after its items were changed. */
  onChanged: () => void;
}

/**
 * docs/screens/member-centre.md, a transfer giving's items in the member detail: editable inside the edit window
 * with the guest page's rules and form (docs/screens/member.md); the member's own giving goes with
 * an empty donor_sid (docs/api-contract.md). Otherwise the button says why it is off: an issued
 * receipt by its number, else the edit window's rule.
 */
export const ItemsSection = ({ giving, onChanged }: ItemsSectionProps) => {
  const { t } = useTranslation(MEMBER_NS);
  const navigate = useNavigate();
  const reasonId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const open = editOffers(giving).items;
  const block = editBlock(giving);

  const wasEditing = useRef(false);
  // Once the form closes, focus goes back to the button the member came from.
  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const close = () => setEditing(false);
  const refused = useCallback(() => void memberUpdateFailed(navigate), [navigate]);

  return (
    <Card title={t('detail.itemsEdit.title')}>
      {editing ? (
        <ItemEditor
          giving={giving}
          donorSid=""
          onCancel={close}
          onUpdated={() => {
            close();
            onChanged();
          }}
          onRefused={refused}
        />
      ) : (
        <>
          {!open && (
            <p id={reasonId} className={styles.muted}>
              {block && block.reason !== 'closed'
                ? t(`detail.itemsEdit.${block.reason}`, { number: block.number })
                : t('detail.itemsEdit.blocked')}
            </p>
          )}
          <div className={styles.actions}>
            <Button
              ref={editButton}
              variant="secondary"
              disabled={!open}
              aria-describedby={open ? undefined : reasonId}
              onClick={() => setEditing(true)}
            >
              {t('detail.itemsEdit.edit')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
};
