import { useEffect, useRef, useState, type ReactNode } from 'react';
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
  /** spec 4, receipt printing: the confirm button stays locked for this many seconds (3). */
  countdownSeconds?: number;
  /** Work under way: confirm shows busy and nothing closes the dialog (spec 4). */
  busy?: boolean;
  danger?: boolean;
}

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
  const [left, setLeft] = useState(countdownSeconds);

  useEffect(() => {
    if (!open) return;
    setLeft(countdownSeconds);
    if (countdownSeconds <= 0) return;
    const timer = setInterval(() => {
      setLeft((seconds) => {
        if (seconds <= 1) clearInterval(timer);
        return Math.max(seconds - 1, 0);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [open, countdownSeconds]);

  const confirmText = confirmLabel ?? t('actions.confirm');
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
        <>
          <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('actions.cancel')}
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
      }
    >
      {message}
    </Dialog>
  );
};
