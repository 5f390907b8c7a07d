/**
 * Comparing stored values the same way on the server and on a device: objects by their keys in
 * sorted order (PostgreSQL's jsonb keeps object keys in an order of its own, a device in the order
 * they were written), `undefined` as absent, and a short hash of such a value for a revision token.
 */

/** The value as JSON with object keys sorted at every level, so equal values give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) {
      const inner = (v as Record<string, unknown>)[k];
      if (inner !== undefined) sorted[k] = inner;
    }
    return sorted;
  });
}

/** Whether two stored values are the same (null and undefined alike: both mean none). */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a ?? null) === canonicalJson(b ?? null);
}

/** FNV-1a over the text's UTF-16 code units, from `seed`, as an unsigned 32-bit number. */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A 32-bit hash of a value's canonical JSON (FNV-1a): equal values give equal numbers everywhere. */
export function hashOf(value: unknown): number {
  return fnv1a(canonicalJson(value ?? null), 0x811c9dc5);
}

/**
 * A short, stable token of a value (two 32-bit FNV-1a hashes of its canonical JSON, 16 hex
 * digits): equal values give equal tokens on every side. Not a security measure: it tells a device's
 * 'the version I saw' from another, and a collision at worst treats a concurrent save as a
 * follow-up one (last writer wins, as before conflicts were kept).
 */
export function revisionOf(value: unknown): string {
  const text = canonicalJson(value ?? null);
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  return hex(fnv1a(text, 0x811c9dc5)) + hex(fnv1a(text, 0x2f0b3a49));
}
