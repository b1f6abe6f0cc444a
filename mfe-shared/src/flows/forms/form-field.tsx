import { useId, type ReactNode } from 'react';
import type { FieldBinding } from './use-form-state';
import styles from './form-field.module.css';

/** What the control inside a FormField spreads onto itself: label, state and descriptions. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps<I extends object = object> {
  label: ReactNode;
  /** The shown message (already translated); none while the field is fine or untouched. */
  message?: string | undefined;
  /** Help that always shows (the identity number's accepted kinds). */
  hint?: ReactNode;
  required?: boolean;
  /** The id of the control; default a generated one (useFormState passes its field's id). */
  id?: string;
  /** The control's own props from useFormState (name, value, onChange, onBlur, ref). */
  input?: I;
  /** Renders the control (input, select, textarea) with `input` and the props that tie it to the label. */
  children: (control: FieldControlProps & I) => ReactNode;
}

/**
 * One labelled form control with its hint and message: `aria-invalid` while a message shows, and
 * `aria-describedby` pointing to the hint and the message, so a screen reader reads both when the
 * control is focused; the message is an alert so it is announced when it appears (WCAG 3.3.1).
 * A field of useFormState is spread onto it whole: `<FormField {...form.field('title')} label={…}>`.
 */
export const FormField = <I extends object = object>({
  label,
  message,
  hint,
  required = false,
  id,
  input,
  children,
}: FormFieldProps<I>) => {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const messageId = `${controlId}-message`;
  const describedBy = [hint ? hintId : '', message ? messageId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        ...(input as I),
        id: controlId,
        className: styles.control ?? '',
        'aria-invalid': message ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      <MessageSlot id={messageId} message={message} />
    </div>
  );
};

/**
 * A field's message in a line kept free for it, so a message that appears when a field is left
 * does not move what comes below while the donor taps it (docs/screens/giving.md, forms).
 */
export const MessageSlot = ({
  id,
  message,
  className,
}: {
  id: string;
  message: string | undefined;
  className?: string | undefined;
}) => (
  <div className={styles.messageSlot}>
    {message ? (
      <p id={id} role="alert" className={className ?? styles.message}>
        {message}
      </p>
    ) : null}
  </div>
);

/** The classes of a form's own look for its radio groups (a CSS module with these names). */
export interface ChoiceFieldClasses {
  choice?: string | undefined;
  legend?: string | undefined;
  radio?: string | undefined;
  message?: string | undefined;
}

export interface ChoiceFieldProps<T extends string | number> {
  /** useFormState's field: its name, focus and blur go to the radios, its message under them. */
  field: FieldBinding<string>;
  legend: ReactNode;
  options: readonly { value: T; label: ReactNode }[];
  /** The chosen value; none chosen leaves every radio clear. */
  value: T | '';
  onChoose: (value: T) => void;
  classes: ChoiceFieldClasses;
}

/**
 * A radio group of one field: the fieldset is described by the message, every radio is
 * `aria-invalid` while it shows, and focus on submit goes to the chosen radio, else the first.
 */
export const ChoiceField = <T extends string | number>({
  field: { id, message, input },
  legend,
  options,
  value,
  onChoose,
  classes,
}: ChoiceFieldProps<T>) => {
  const messageId = `${id}-message`;
  const focused = options.some((option) => option.value === value) ? value : options[0]?.value;
  return (
    <fieldset className={classes.choice} aria-describedby={message ? messageId : undefined}>
      <legend className={classes.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={classes.radio}>
          <input
            {...input}
            ref={option.value === focused ? input.ref : undefined}
            type="radio"
            value={option.value}
            checked={option.value === value}
            onChange={() => onChoose(option.value)}
            aria-invalid={message ? true : undefined}
          />
          {option.label}
        </label>
      ))}
      <MessageSlot id={messageId} message={message} className={classes.message} />
    </fieldset>
  );
};
