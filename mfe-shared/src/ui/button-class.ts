import styles from './button.module.css';

/** `link`: reads as a text link (underlined, no fill) with the kit's tap size and focus ring. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

/**
 * The class names of a button, for a router `<Link>` that must look like one, and for the static
 * first screen's buttons (../federation/first-screen.ts), which are drawn without React.
 */
export const buttonClassName = (variant: ButtonVariant = 'primary', block = false): string =>
  [styles.button, styles[variant], block ? styles.block : ''].filter(Boolean).join(' ');
