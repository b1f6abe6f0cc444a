/**
 * Hand-written checks for JSON the browser reads from outside its calls (the embed widget's own
 * fetch, a result kept in storage), where no zod ships (docs/decisions.md, answers checked where
 * they enter): each field's JSON kind, lists of records entry by entry.
 */

type FieldCheck =
  'string' | 'optional string' | 'number' | 'optional number' | readonly [FieldChecks];

interface FieldChecks {
  readonly [field: string]: FieldCheck;
}

/** The check a field of type V takes; `never` for a type JSON cannot hold, which fails to compile. */
export type CheckOf<V> = undefined extends V
  ? [Exclude<V, undefined>] extends [string]
    ? 'optional string'
    : [Exclude<V, undefined>] extends [number]
      ? 'optional number'
      : never
  : [V] extends [string]
    ? 'string'
    : [V] extends [number]
      ? 'number'
      : V extends readonly (infer Entry)[]
        ? readonly [Shape<Entry>]
        : never;

/** One check per field of T, every field named: a field the type gains and the shape misses fails to compile. */
export type Shape<T> = { readonly [K in keyof T]-?: CheckOf<T[K]> };

/** A JSON object (not an array, not null) not checked yet, to read field by field. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fitsField = (value: unknown, check: FieldCheck): boolean => {
  if (check === 'string') return typeof value === 'string';
  if (check === 'optional string') return value === undefined || typeof value === 'string';
  if (check === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (check === 'optional number') return value === undefined || fitsField(value, 'number');
  return Array.isArray(value) && value.every((entry: unknown) => fits(entry, check[0]));
};

const fits = (value: unknown, checks: FieldChecks): boolean =>
  isRecord(value) &&
  Object.entries(checks).every(([field, check]) => fitsField(value[field], check));

/** True when `value` is a record whose every field of `shape` has its JSON kind. */
export function holdsShape<T>(value: unknown, shape: Shape<T>): value is T;
export function holdsShape(value: unknown, shape: FieldChecks): boolean {
  return fits(value, shape);
}
