/**
 * A message's key in a catalogue: its English as the code carries it (compiled by
 * build/lingui-macro.ts): the text itself when it has no placeholders (so any English text can be
 * looked up as it is, e.g. a message from a shared package), else the compiled parts as JSON. The
 * build keys the Spanish catalogue the same way (build/catalogues.ts), so the code needs no
 * generated ids (docs/i18n.md). A message with a `context` is keyed by the context too.
 */
export function messageKey(compiled: unknown, context?: string): string {
  const text =
    typeof compiled === 'string'
      ? compiled
      : Array.isArray(compiled) && compiled.every((part) => typeof part === 'string')
        ? compiled.join('')
        : JSON.stringify(compiled);
  // the same English in two meanings ('Medium' text size, 'Medium' priority): the context tells
  return context ? `${context}\u0004${text}` : text;
}
