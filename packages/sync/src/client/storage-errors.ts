/** The message for a write the device's storage refused for lack of space. */
export const STORAGE_FULL_MESSAGE =
  'This device is out of storage space, so this change was not saved. Free some space and try again; changes already waiting are safe.';

/** A write the device's storage refused (quota): nothing of it was saved, earlier writes are intact. */
export class StorageFullError extends Error {
  /** its message is for the person (api/errors.ts `errorMessage`) */
  readonly showable = true;
  constructor(cause: unknown) {
    super(STORAGE_FULL_MESSAGE, { cause });
    this.name = 'StorageFullError';
  }
}

/** Whether an error (Dexie wraps the DOMException) is the storage quota. */
export function isQuotaError(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { inner?: unknown }).inner) {
    const name = (e as { name?: unknown }).name;
    if (name === 'QuotaExceededError') return true;
    if (e === (e as { inner?: unknown }).inner) break;
  }
  return false;
}

/** Runs a write; a quota failure becomes StorageFullError (the transaction was rolled back whole). */
export async function storageWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw isQuotaError(err) ? new StorageFullError(err) : err;
  }
}
