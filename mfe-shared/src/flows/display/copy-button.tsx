import { Button, toast, useTranslation, type ButtonVariant } from '@eoffering/shared';
import { TOAST_MS } from '@eoffering/shared/rules';
import { useEffect, useState } from 'react';
import styles from './copy-button.module.css';

// Browsers without the async clipboard (plain http outside localhost, older WebViews) still copy a
// selected field's text with the legacy command.
const copyThroughTextarea = (text: string): boolean => {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
};

/** Copies text to the clipboard; resolves whether it worked. */
export const copyText = async (text: string): Promise<boolean> => {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return copyThroughTextarea(text);
    }
  }
  return copyThroughTextarea(text);
};

export interface CopyButtonProps {
  /** What goes to the clipboard (an account number, a giving number). */
  text: string;
  /** The button's accessible name; default 'Copy'. Name what is copied when several are near. */
  label?: string;
  variant?: ButtonVariant;
  /**
   * Where 'copied' is said: the page's toast, or `inline` right after the button, for a button
   * inside a dialog, where a toast would sit over the dialog's own controls.
   */
  confirmation?: 'toast' | 'inline';
}

/** Copies `text` and confirms with 'copied' (docs/screens/giving.md success messages). */
export const CopyButton = ({
  text,
  label,
  variant = 'secondary',
  confirmation = 'toast',
}: CopyButtonProps) => {
  const { t } = useTranslation('common');
  const [said, setSaid] = useState<{ message: string; failed: boolean } | null>(null);

  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [said]);

  const copy = () => {
    void copyText(text).then((copied) => {
      const message = t(copied ? 'success.copied' : 'errors.copyFailed');
      if (confirmation === 'inline') setSaid({ message, failed: !copied });
      else toast(message, copied ? 'success' : 'error');
    });
  };

  const button = (
    <Button variant={variant} onClick={copy}>
      {label ?? t('actions.copy')}
    </Button>
  );
  if (confirmation === 'toast') return button;
  return (
    <span className={styles.inline}>
      {button}
      <span role="status" className={said?.failed ? styles.failed : styles.said}>
        {said?.message ?? ''}
      </span>
    </span>
  );
};
