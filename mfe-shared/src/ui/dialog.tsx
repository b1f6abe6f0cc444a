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
  /** docs/screens/giving.md: some dialogs (login when not allowed, a print in progress) cannot be dismissed. */
  closable?: boolean;
  children?: ReactNode;
  /** Action buttons, end-aligned. */
  footer?: ReactNode;
  tone?: DialogTone;
  /** `alertdialog` for messages that interrupt (errors, confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus when the dialog opens; default the first focusable one. */
  initialFocus?: RefObject<HTMLElement>;
  /**
   * The sentence that describes the dialog (aria-describedby), shown above the body. A dialog whose
   * body is a form gives one, so a screen reader reads that sentence, not every label of the form;
   * without it the body describes the dialog (a confirmation's message).
   */
  description?: ReactNode;
}

let openCount = 0;

/**
 * A modal dialog (WAI-ARIA dialog pattern): labelled by its title, described by its description or
 * else its body, focus trapped inside and restored on close, Escape closing only when closable,
 * page scroll locked.
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
  description,
}: DialogProps) => {
  const { t } = useTranslation('common');
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const descriptionId = useId();
  useFocusTrap(panel, open, initialFocus, closable ? onClose : undefined);

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
        aria-describedby={description ? descriptionId : children ? bodyId : undefined}
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
        {(description || children) && (
          <div id={bodyId} className={styles.body}>
            {description && (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            )}
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
