import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';
import { buttonClassName, type ButtonVariant } from './button-class';

export { buttonClassName, type ButtonVariant };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Full width (mobile forms). */
  block?: boolean;
  /** Shows a spinner, sets aria-busy and blocks clicks while work is under way. */
  busy?: boolean;
}

/** The one button of the kit: a real `<button>`, type "button" unless told, 44 px tap target. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    block = false,
    busy = false,
    type = 'button',
    className,
    disabled,
    children,
    ...rest
  },
  ref,
) {
  const classes = [buttonClassName(variant, block), className ?? ''].filter(Boolean).join(' ');
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
});
