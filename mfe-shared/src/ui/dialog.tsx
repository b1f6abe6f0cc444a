import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { DialogTone } from '../bus/events';
import styles from './dialog.module.css';
import { useFocusTrap } from './focus-trap';

export interface DialogProps {
  open: boolean;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Asked to close: Escape, the close button or the backdrop, only when `closable`. */
  onClose: () => void;
  /** spec 4: some dialogs (login when not allowed, a print in progress) cannot be dismissed. */
  closable?: boolean;
  children?: ReactNode;
  /** Action buttons, end-aligned. */
  footer?: ReactNode;
  tone?: DialogTone;
  /** `alertdialog` for messages that interrupt (errors, confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus when the dialog opens; default the first focusable one. */
  initialFocus?: RefObject<HTMLElement>;
}

let openCount = 0;

/**
 * A modal dialog (WAI-ARIA dialog pattern): labelled by its title, described by its body, focus
 * trapped inside and restored on close, Escape closing only when closable, page scroll locked.
 */
export const Dialog = ({
  open,
  title,
  onClose,
  closable = true,
  children,
  footer,
  tone = 'info',
  role = 'dialog',
  initialFocus,
}: DialogProps) => {
  const { t } = useTranslation('common');
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useFocusTrap(panel, open, initialFocus);

  useEffect(() => {
    if (!open) return;
    openCount += 1;
    document.body.style.overflow = 'hidden';
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.style.overflow = '';
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (closable && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={`${styles.panel} ${styles[tone]}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          if (closable) onClose();
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children && (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        )}
        {footer && <div className={styles.footer}>{footer}</div>}
        {/* Last in the DOM (shown top right) so focus starts on the content, not on closing. */}
        {closable && (
          <button
            type="button"
            className={styles.close}
            aria-label={t('dialog.close')}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
};
