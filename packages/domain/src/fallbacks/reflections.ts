/** The verse shown when today's scripture cannot be had at all (spec part 1 section 4). */
export const DEFAULT_VERSE = {
  reference: 'Jeremiah 29:11',
  /** the reader at it (`readerPathForReference` of @reign/bible gives the same: its test says so) */
  readerPath: '/bible/Jeremiah/29#11',
  text: '“For I know the thoughts that I think toward you,” says Yahweh, “thoughts of peace, and not of evil, to give you hope and a future.”',
} as const;

export const DEFAULT_REFLECTION = [
  'God spoke these words to people far from home, in a season they did not choose and could not quickly leave. He did not promise them an easy road; He promised that His thoughts toward them were thoughts of peace, and that their story would end in hope.',
  'Whatever today holds for you, the same God holds today. You do not need to see the whole path to take the next faithful step. Offer Him your plans, your worries and your work, and trust that He is weaving a future you cannot yet see.',
].join('\n\n');

/**
 * Cleans a reflection that came from a server or a model: surrounding quotes removed, escaped
 * newlines and quotes turned back into real ones, blank-line paragraphs kept.
 */
export function cleanReflection(raw: string): string {
  let text = raw.trim();
  text = text
    .replace(/\\r\\n|\\n/g, '\n')
    .replace(/\\"/g, '"')
    .replace(/\\'/g, "'");
  const pairs: Array<[string, string]> = [
    ['"', '"'],
    ['“', '”'],
    ["'", "'"],
  ];
  for (;;) {
    const pair = pairs.find(
      ([open, close]) => text.length >= 2 && text.startsWith(open) && text.endsWith(close),
    );
    if (!pair) break;
    text = text.slice(1, -1).trim();
  }
  return text.replace(/\n{3,}/g, '\n\n');
}

/** A scheduled reflection is used only when longer than 20 characters (spec part 1 section 9). */
export function isUsableReflection(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim().length > 20;
}
