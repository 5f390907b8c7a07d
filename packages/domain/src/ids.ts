/**
 * Ids for rows made on a device. UUIDv7 (time-ordered, random) for goals and tasks; UUIDv5 of
 * (user, Central date) for daily plans, so two devices that plan the same day make the same plan;
 * UUIDv5 of (entry, priority, action text) for daily-action completions, so two devices that check
 * the same action make the same row.
 */
function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
function format(h: string): string {
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

export function uuidv7(now: number = Date.now()): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let ms = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  return format(hex(bytes));
}

/** Reign's namespace for completion ids (a fixed random UUID). */
export const COMPLETION_NAMESPACE = '6f1c2b0e-6a7d-4d8e-9b3a-2c5e8f1a7d40';

export async function uuidv5(name: string, namespace: string): Promise<string> {
  const ns = namespace.replace(/-/g, '');
  const nsBytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) nsBytes[i] = Number.parseInt(ns.slice(i * 2, i * 2 + 2), 16);
  const nameBytes = new TextEncoder().encode(name);
  const data = new Uint8Array(16 + nameBytes.length);
  data.set(nsBytes);
  data.set(nameBytes, 16);
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-1', data)).slice(0, 16);
  digest[6] = ((digest[6] ?? 0) & 0x0f) | 0x50;
  digest[8] = ((digest[8] ?? 0) & 0x3f) | 0x80;
  return format(hex(digest));
}

/** The id of the completion row of one action of one entry, the same on every device and the server. */
export function completionId(entryId: string, priority: string, actionText: string): Promise<string> {
  return uuidv5(JSON.stringify([entryId.toLowerCase(), priority, actionText]), COMPLETION_NAMESPACE);
}

/** Reign's namespace for daily-plan ids (a fixed random UUID). */
export const ENTRY_NAMESPACE = '3b0d6c52-8e4f-4c1a-a7d2-91f05e6b2c18';

/** The id of a user's plan for one Central date (YYYY-MM-DD): the same on every device and the server. */
export function entryIdFor(userId: number, date: string): Promise<string> {
  return uuidv5(JSON.stringify(['entry', userId, date]), ENTRY_NAMESPACE);
}

/** Reign's namespace for reading-progress ids (a fixed random UUID). */
export const READING_NAMESPACE = 'a4e8c1d2-5b7f-4e3a-9c6d-0f2b8e7a1c35';

/** The id of the row saying a day of a reading plan was read: the same on every device and the server. */
export function readingProgressId(planId: string, day: number): Promise<string> {
  return uuidv5(JSON.stringify(['reading', planId.toLowerCase(), day]), READING_NAMESPACE);
}

/**
 * The id of the row saying a member read a day of their circle's plan (issue 52): the same on each
 * of their devices and the server, so a day read twice is one row, and another's never theirs.
 */
export function circleReadId(readingId: string, day: number, userId: number): Promise<string> {
  return uuidv5(JSON.stringify(['circle-read', readingId.toLowerCase(), day, userId]), READING_NAMESPACE);
}
