/**
 * The change set of an edit: the fields whose value differs between the values the form started
 * from and the values it saves. Only these are sent (docs/sync-protocol.md, 'Conflicts'): two
 * devices editing different fields of one row both keep their change. Values are compared as
 * JSON, so `''` and `null` differ; parse both sides with the form's schema first so they are
 * compared in the same shape.
 */
export function changeSet<T extends object>(before: T, after: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    const next = after[key];
    if (next === undefined) continue;
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(next ?? null)) changes[key] = next;
  }
  return changes;
}

/** Whether a change set holds anything to send. */
export function hasChanges(changes: object): boolean {
  return Object.keys(changes).length > 0;
}

/** A schema the form's values go through (a contract zod schema). */
export interface FormSchema<O> {
  safeParse(value: unknown): { success: true; data: O } | { success: false };
}

/**
 * The change set of a form: `before` (the values the form was filled with) is read through the
 * form's schema, as the saved values were, and compared with `after`. A `before` the schema does
 * not accept counts as nothing known: every field is sent.
 */
export function editedFields<O extends object>(schema: FormSchema<O>, before: unknown, after: O): Partial<O> {
  const parsed = schema.safeParse(before);
  return parsed.success ? changeSet(parsed.data, after) : after;
}

/** The values the form started from, read through its schema: what the person saw before editing. */
export function seenValues<O extends object>(schema: FormSchema<O>, before: unknown): Partial<O> | undefined {
  const parsed = schema.safeParse(before);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The save of a create-or-edit form: without a `row` the values are created whole (when there is a
 * `create`); an edit sends only the fields the person changed since `before`, and nothing when
 * none changed.
 */
export async function saveEdited<O extends object>(
  schema: FormSchema<O>,
  row: { id: string } | null | undefined,
  before: unknown,
  after: O,
  write: {
    create?: (values: O) => Promise<unknown>;
    /** `seen`: the values the form started from, so a text changed elsewhere meanwhile is kept as a conflict */
    update: (id: string, changes: Partial<O>, seen?: Partial<O>) => Promise<unknown>;
  },
): Promise<void> {
  if (!row) {
    await write.create?.(after);
    return;
  }
  const changes = editedFields(schema, before, after);
  if (hasChanges(changes)) await write.update(row.id, changes, seenValues(schema, before));
}
