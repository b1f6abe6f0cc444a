import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus } from '../bus/event-bus';
import type { DialogTone } from '../bus/events';
import { TOAST_MS } from '../rules/constants/business';
import styles from './toast.module.css';

export { TOAST_MS };

interface Toast {
  id: number;
  tone: DialogTone;
  message: string;
}

/** Shows a toast from any package (the shell renders the region once). */
export const toast = (message: string, tone: DialogTone = 'success', durationMs = TOAST_MS): void =>
  bus.emit({ type: 'ui/toast', tone, message, durationMs });

let nextId = 0;

/**
 * The page's one toast region: a polite live region that is always present, so screen readers
 * announce each `ui/toast` of the bus; each toast leaves after its duration.
 */
export const ToastRegion = () => {
  const { t } = useTranslation('common');
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const subscription = bus.on('ui/toast').subscribe(({ tone, message, durationMs }) => {
      nextId += 1;
      const id = nextId;
      setToasts((current) => [...current, { id, tone, message }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((current) => current.filter((item) => item.id !== id));
      }, durationMs ?? TOAST_MS);
      timers.add(timer);
    });
    return () => {
      subscription.unsubscribe();
      timers.forEach((timer) => clearTimeout(timer));
    };
  }, []);

  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label={t('toast.region')}>
      {toasts.map((item) => (
        <p key={item.id} className={`${styles.toast} ${styles[item.tone]}`}>
          {item.message}
        </p>
      ))}
    </div>
  );
};
