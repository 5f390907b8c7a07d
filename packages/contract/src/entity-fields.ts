// How an entity's fields are declared so that a new one cannot be forgotten (docs/architecture.md,
// 'Adding a field'): its form's empty values, its update body against its create body, and each
// text field's policy when two devices change it.

/**
 * A form's values, every field given (none left out): what a form starts from. Declared beside each
 * form's schema (`goalFormEmpty`, ...), so a field added to a form and not given an empty value does
 * not compile, and its edit dialog fills it from the row without naming it (`formValuesOf`).
 */
export type FormValues<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/**
 * A form's values for a row: each of the form's fields as the row holds it (a text the row holds as
 * null shown empty), else its empty value; `empty` alone when there is no row.
 */
export function formValuesOf<V extends object>(empty: V, row: object | null | undefined): V {
  if (!row) return { ...empty };
  const values: Record<string, unknown> = {};
  for (const [key, blank] of Object.entries(empty)) {
    const held = (row as Record<string, unknown>)[key];
    values[key] = held === undefined || (held === null && typeof blank === 'string') ? blank : held;
  }
  return values as V;
}

/** True when A and B are the same set of keys (a type test: assign `true` to it). */
export type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The fields an update body takes: the create body's (but its id and those only a create sets),
 * and those only an update sets. `SameKeys<keyof UpdateBody, UpdateFields<...>>` fails to compile
 * when a field is added to one body and not the other.
 */
export type UpdateFields<Create, UpdateOnly extends string, CreateOnly extends string = never> =
  | Exclude<keyof Create, 'id' | CreateOnly>
  | UpdateOnly;

/**
 * What two devices' concurrent changes of a text field do: kept side by side as a conflict for the
 * person to settle, or the last writer's kept (a date, a reference).
 */
export type TextPolicy = 'conflict' | 'last-writer-wins';

/** The fields of a change set whose values are any text (one of a list is not: last writer wins). */
export type TextFieldsOf<T> = {
  [K in keyof T]-?: string extends NonNullable<T[K]> ? (NonNullable<T[K]> extends string ? K : never) : never;
}[keyof T];
