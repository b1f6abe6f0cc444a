import { Button, useTranslation } from '@eoffering/shared';
import { IdentityDialog } from '@eoffering/shared/flows';
import { useState } from 'react';
import { MEMBER_NS } from '../../strings';

/**
 * Opens the identity-number dialog (docs/security-model.md) where a page is blocked for want of it, so the member
 * fixes it there rather than being sent to personal data (docs/screens/member-centre.md).
 */
export const AddIdentityButton = ({
  onAdded,
  describedBy,
}: {
  onAdded: () => void;
  /** The id of the text that says what waits for the number (several buttons on one list). */
  describedBy?: string;
}) => {
  const { t } = useTranslation(MEMBER_NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-describedby={describedBy} onClick={() => setOpen(true)}>
        {t('donor.fillIdentity')}
      </Button>
      <IdentityDialog
        open={open}
        onClose={() => setOpen(false)}
        onUpdated={() => {
          setOpen(false);
          onAdded();
        }}
      />
    </>
  );
};
