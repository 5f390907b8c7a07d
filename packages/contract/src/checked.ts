import type * as z from 'zod/mini';

type Check<T extends z.ZodMiniType> = z.core.CheckFn<z.output<T>> | z.core.$ZodCheck<z.output<T>>;

/**
 * `schema.check(...checks)` as a function marked free of side effects. A method call at the top of
 * a module is kept by the bundler whether or not anything uses the schema (it cannot know the
 * method is pure); this call is dropped with an unused schema, so a web chunk that imports one
 * schema of an area pays for that schema only. Use it for every check in the contract.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checked<T extends z.ZodMiniType>(schema: T, ...checks: Check<T>[]): T {
  return schema.check(...checks);
}
