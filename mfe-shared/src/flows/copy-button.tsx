import { Button, toast, useTranslation, type ButtonVariant } from '@eoffering/shared';

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
}

/** Copies `text` and confirms with the 'copied' toast (spec 8 success messages). */
export const CopyButton = ({ text, label, variant = 'secondary' }: CopyButtonProps) => {
  const { t } = useTranslation('common');
  return (
    <Button
      variant={variant}
      onClick={() => {
        void copyText(text).then((copied) => {
          if (copied) toast(t('success.copied'));
          else toast(t('errors.copyFailed'), 'error');
        });
      }}
    >
      {label ?? t('actions.copy')}
    </Button>
  );
};
