import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** docs/screens/giving.md, receipt printing: the confirm button stays locked for this many seconds (3). */
  countdownSeconds?: number;
  /** Work under way: confirm shows busy and nothing closes the dialog (docs/screens/giving.md). */
  busy?: boolean;
  danger?: boolean;
}

interface FooterProps {
  onConfirm: () => void;
  onCancel: () => void;
  confirmText: string;
  cancelText: string;
  countdownSeconds: number;
  busy: boolean;
  danger: boolean;
  cancelRef: RefObject<HTMLButtonElement>;
}

// Mounted only while the dialog is open, so each opening starts the countdown afresh.
const ConfirmFooter = ({
  onConfirm,
  onCancel,
  confirmText,
  cancelText,
  countdownSeconds,
  busy,
  danger,
  cancelRef,
}: FooterProps) => {
  const [left, setLeft] = useState(countdownSeconds);

  useEffect(() => {
    if (countdownSeconds <= 0) return;
    // Counted from a deadline, so a throttled background tab still unlocks on time.
    const deadline = Date.now() + countdownSeconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(Math.ceil((deadline - Date.now()) / 1000), 0);
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [countdownSeconds]);

  return (
    <>
      <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelText}
      </Button>
      <Button
        variant={danger ? 'danger' : 'primary'}
        onClick={onConfirm}
        disabled={left > 0}
        busy={busy}
      >
        {left > 0 ? `${confirmText} (${left})` : confirmText}
      </Button>
    </>
  );
};

/** A yes/no question: focus starts on cancel, the safe answer; Escape cancels unless busy. */
export const ConfirmDialog = ({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  countdownSeconds = 0,
  busy = false,
  danger = false,
}: ConfirmDialogProps) => {
  const { t } = useTranslation('common');
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      closable={!busy}
      role="alertdialog"
      tone={danger ? 'warning' : 'info'}
      initialFocus={cancel}
      footer={
        <ConfirmFooter
          onConfirm={onConfirm}
          onCancel={onCancel}
          confirmText={confirmLabel ?? t('actions.confirm')}
          cancelText={cancelLabel ?? t('actions.cancel')}
          countdownSeconds={countdownSeconds}
          busy={busy}
          danger={danger}
          cancelRef={cancel}
        />
      }
    >
      {message}
    </Dialog>
  );
};
