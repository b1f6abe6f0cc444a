import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus } from '../bus/event-bus';
import type { EventOf } from '../bus/events';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import styles from './dialog-host.module.css';

type AlertEvent = EventOf<'ui/alert'>;
type ConfirmEvent = EventOf<'ui/confirm'>;

export interface DialogHostProps {
  /** Told whether a dialog of the bus is on screen, so the session's dialogs wait for it. */
  onShowingChange: (showing: boolean) => void;
}

/**
 * Shows the dialogs any package asks for on the bus (`ui/alert`, `ui/confirm`), one at a time in
 * the order asked, and answers on the bus when the user closes or answers them. The shell renders
 * it once; a remote's test renders it to answer a dialog as a user does, focus and all.
 */
export const DialogHost = ({ onShowingChange }: DialogHostProps) => {
  const { t } = useTranslation('common');
  const [alerts, setAlerts] = useState<AlertEvent[]>([]);
  const [confirms, setConfirms] = useState<ConfirmEvent[]>([]);

  useEffect(() => {
    const subscriptions = [
      bus.on('ui/alert').subscribe((event) => setAlerts((queue) => [...queue, event])),
      bus.on('ui/confirm').subscribe((event) => setConfirms((queue) => [...queue, event])),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, []);

  const alert = alerts[0];
  const confirm = alerts.length === 0 ? confirms[0] : undefined;
  const showing = alert !== undefined || confirm !== undefined;

  useEffect(() => onShowingChange(showing), [showing, onShowingChange]);

  const closeAlert = (id: string) => {
    setAlerts((queue) => queue.filter((item) => item.id !== id));
    bus.emit({ type: 'ui/alert-closed', id });
  };

  const answer = (id: string, confirmed: boolean) => {
    setConfirms((queue) => queue.filter((item) => item.id !== id));
    bus.emit({ type: 'ui/confirm-answered', id, confirmed });
  };

  return (
    <>
      {alert && (
        <Dialog
          key={alert.id}
          open
          role="alertdialog"
          tone={alert.tone}
          title={alert.title}
          onClose={() => closeAlert(alert.id)}
          footer={<Button onClick={() => closeAlert(alert.id)}>{t('actions.confirm')}</Button>}
        >
          {alert.message ? <p className={styles.message}>{alert.message}</p> : null}
        </Dialog>
      )}
      {confirm && (
        <ConfirmDialog
          key={confirm.id}
          open
          title={confirm.title}
          message={confirm.message}
          {...(confirm.confirmLabel ? { confirmLabel: confirm.confirmLabel } : {})}
          {...(confirm.cancelLabel ? { cancelLabel: confirm.cancelLabel } : {})}
          {...(confirm.countdownSeconds ? { countdownSeconds: confirm.countdownSeconds } : {})}
          onConfirm={() => answer(confirm.id, true)}
          onCancel={() => answer(confirm.id, false)}
        />
      )}
    </>
  );
};
