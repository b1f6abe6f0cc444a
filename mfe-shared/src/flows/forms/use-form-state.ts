import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@eoffering/shared';
import type { Validation } from '@eoffering/shared/rules';

/** Every field's rule result: an i18n key with its values (any namespace), or null when fine. */
export type FormValidation<V> = Partial<Record<keyof V & string, Validation>>;

type Focusable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What any control of a field spreads: its name, a ref (focus on submit), blur (messages after leaving). */
export interface FieldInput<K extends string> {
  name: K;
  ref: (element: Focusable | null) => void;
  onBlur: () => void;
}

/** A control that edits the value as text also spreads the value and the change. */
export interface FieldValueInput<K extends string, T> extends FieldInput<K> {
  value: T;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * One field, spread onto FormField (`<FormField {...form.field('title')} label={…}>`): `id` and
 * `message` are FormField's, `input` reaches the control with FormField's label and aria wiring.
 */
export interface FieldBinding<K extends string, I extends FieldInput<K> = FieldInput<K>> {
  id: string;
  message: string | undefined;
  input: I;
}

/** A field whose control edits its value (input, select, textarea). */
export type ValueBinding<K extends string, T = string> = FieldBinding<K, FieldValueInput<K, T>>;

/** The fields whose value is any text, so what is typed is the value itself (no index key). */
type TextName<V> = keyof {
  [K in keyof V as string extends K ? never : string extends V[K] ? K : never]: K;
} &
  string;

/** Turns what the control holds into the field's value (uppercase, a number). */
export type ParseTyped<T> = (typed: string) => T;

export interface FormOptions {
  /** Called on every change the user makes through a field's `input` (clear a refusal shown). */
  onEdit?: () => void;
}

export interface FormState<V extends Record<string, unknown>> {
  values: V;
  /** Sets one value (what the user typed stays, whatever the rules or the server say). */
  set: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /**
   * One field's id, message and control props; a text field's control also gets its value and
   * change, so does any field given `parse`; other fields (radios, a checkbox, a list) only name,
   * ref and blur, and set their value themselves.
   */
  field: {
    <K extends TextName<V>>(name: K, parse?: ParseTyped<V[K]>): ValueBinding<K, V[K]>;
    <K extends keyof V & string>(name: K, parse: ParseTyped<V[K]>): ValueBinding<K, V[K]>;
    <K extends keyof V & string>(name: K): FieldBinding<K>;
  };
  /** The messages now shown, by field. */
  messages: Partial<Record<keyof V & string, string>>;
  /**
   * The form's onSubmit: validates everything; when a rule fails it shows every message and
   * focuses the first invalid field (in the order of `initial`), else calls `onValid`.
   */
  submit: (onValid: (values: V) => void | Promise<void>) => (event?: FormEvent) => void;
  /** Moves focus to a field (a refusal from the server about it). */
  focus: (name: keyof V & string) => void;
  /**
   * Shows the server's refusal of fields under those fields, each until its value changes, and
   * focuses the first of them (in the order of `initial`).
   */
  refuse: (refusals: FormValidation<V>) => void;
  /** A submission is running (onValid's promise). */
  submitting: boolean;
  /** Puts every value back to `initial` and hides the messages. */
  reset: (next?: V) => void;
}

/**
 * A form's values and messages (docs/screens/giving.md): messages show after a field is left or a submit is
 * tried, in the user's language (`validate` returns i18n keys); nothing typed is ever cleared
 * by a refusal.
 */
export const useFormState = <V extends Record<string, unknown>>(
  initial: V,
  validate: (values: V) => FormValidation<V>,
  { onEdit }: FormOptions = {},
): FormState<V> => {
  type Name = keyof V & string;
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<Name>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [refused, setRefused] = useState<FormValidation<V>>({});
  const elements = useRef(new Map<Name, Focusable>());
  const [order] = useState(() => Object.keys(initial) as Name[]);

  const results = useMemo(() => validate(values), [validate, values]);
  const messages = useMemo(() => {
    const shown: Partial<Record<Name, string>> = {};
    for (const name of order) {
      const ruled = results[name];
      const result = ruled && (submitted || touched.has(name)) ? ruled : refused[name];
      if (result) shown[name] = t(result.key, result.values ?? {});
    }
    return shown;
  }, [order, results, refused, submitted, touched, t]);

  const set = useCallback(<K extends Name>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setRefused((current) => (current[name] ? { ...current, [name]: null } : current));
  }, []);

  function field<K extends TextName<V>>(name: K, parse?: ParseTyped<V[K]>): ValueBinding<K, V[K]>;
  function field<K extends Name>(name: K, parse: ParseTyped<V[K]>): ValueBinding<K, V[K]>;
  function field<K extends Name>(name: K): FieldBinding<K>;
  function field<K extends Name>(
    name: K,
    parse?: ParseTyped<V[K]>,
  ): FieldBinding<K> | ValueBinding<K, V[K]> {
    const input: FieldInput<K> = {
      name,
      ref: (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
      onBlur: () =>
        setTouched((current) => (current.has(name) ? current : new Set(current).add(name))),
    };
    const binding = { id: `${formId}-${name}`, message: messages[name], input };
    const value = values[name];
    // Without `parse` only a text value is edited as typed; radios, checkboxes and lists set theirs.
    if (!parse && typeof value !== 'string') return binding;
    const toValue = parse ?? ((typed: string) => typed as V[K]);
    const onChange = (event: { target: { value: string } }) => {
      set(name, toValue(event.target.value));
      onEdit?.();
    };
    return { ...binding, input: { ...input, value, onChange } };
  }

  const submit =
    (onValid: (values: V) => void | Promise<void>) =>
    (event?: FormEvent): void => {
      event?.preventDefault();
      if (submitting) return;
      setSubmitted(true);
      const now = validate(values);
      const invalid = order.find((name) => now[name]);
      if (invalid) {
        elements.current.get(invalid)?.focus();
        return;
      }
      const pending = onValid(values);
      if (!pending) return;
      setSubmitting(true);
      const done = () => setSubmitting(false);
      void pending.then(done, done);
    };

  const focus = useCallback((name: Name) => elements.current.get(name)?.focus(), []);

  const refuse = useCallback(
    (refusals: FormValidation<V>) => {
      setRefused(refusals);
      const first = order.find((name) => refusals[name]);
      if (first) elements.current.get(first)?.focus();
    },
    [order],
  );

  const reset = useCallback(
    (next?: V) => {
      setValues(next ?? initial);
      setTouched(new Set());
      setSubmitted(false);
      setRefused({});
    },
    [initial],
  );

  return { values, set, field, messages, submit, focus, refuse, submitting, reset };
};
