// The book's built-in reflection for a reference, in its own chunk: the callers import() it when
// one is needed (the server's answer nearly always has its own, and the table is more than a KB of
// every first load otherwise).
export { fallbackReflection } from '@reign/domain';
