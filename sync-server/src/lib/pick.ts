/** Only these `keys` of `o`: a body made of some of a stored row's fields. */
export function pick<T extends object, K extends keyof T>(o: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;
}
