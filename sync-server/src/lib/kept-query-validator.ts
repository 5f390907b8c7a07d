import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** Distinct queries kept per route: everyone asks the same few (a language, a zone, a page size). */
const MAX_KEPT = 256;
/** Longer queries are checked every time: what is kept stays small whatever callers send. */
const MAX_KEY_LENGTH = 200;

type Validate = ReturnType<typeof validatorCompiler>;
type Result = ReturnType<Validate>;

/**
 * The contract's validator (fastify-type-provider-zod), except that a query string's answer is kept
 * per distinct query: the busiest public read, today's scripture, is asked `?lang=es&zone=…` by
 * every Spanish reader in that zone, and parsing it again costs about a tenth of the answer
 * (docs/performance.md). A kept answer is frozen, as every request shares it. Refusals are not
 * kept (each carries its own error); nor is a query with a repeated name (its value is a list), nor
 * a long one.
 */
export const keptQueryValidator: FastifySchemaCompiler<Parameters<typeof validatorCompiler>[0]['schema']> = (
  route,
) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'querystring') return validate;
  const kept = new Map<string, Result>();
  return (data) => {
    const key = queryKey(data);
    if (key === undefined || key.length > MAX_KEY_LENGTH) return validate(data);
    const hit = kept.get(key);
    if (hit) return hit;
    const result = validate(data);
    // the zod validator answers { value } or { error }, never a boolean or a promise
    if (typeof result !== 'object' || 'then' in result || result.error) return result;
    Object.freeze(result);
    deepFreeze(result.value);
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, result);
    return result;
  };
};

/** Names and values, each with its length before it (so no two queries share a key); none for a list. */
function queryKey(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  let key = '';
  for (const name in data) {
    const value = (data as Record<string, unknown>)[name];
    if (typeof value !== 'string') return undefined;
    key += `${name.length}:${name}${value.length}:${value}`;
  }
  return key;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}
