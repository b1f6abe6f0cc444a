import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

/** `link`: reads as a text link (underlined, no fill) with the kit's tap size and focus ring. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

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
  const classes = [styles.button, styles[variant], block ? styles.block : '', className ?? '']
    .filter(Boolean)
    .join(' ');
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

/** The class names of a button, for a router `<Link>` that must look like one. */
export const buttonClassName = (variant: ButtonVariant = 'primary', block = false): string =>
  [styles.button, styles[variant], block ? styles.block : ''].filter(Boolean).join(' ');
