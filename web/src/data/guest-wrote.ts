// Whether a guest ever wrote on this device: a flag beside the guest database, so a screen that only
// reads it (the reader's marks) and a member's start (the carry) open no database when nothing is there.

/** Set by a guest's write. */
export const GUEST_WROTE_KEY = 'reign:guest-wrote';

/** Marks that a guest wrote on this device (their rows may be carried at a later sign-in here). */
export function noteGuestWrote(): void {
  try {
    localStorage.setItem(GUEST_WROTE_KEY, '1');
  } catch {
    // storage refused: nothing is carried, the guest's rows stay the guest's
  }
}

/** Whether a guest wrote on this device (storage refused: no). */
export function guestWrote(): boolean {
  try {
    return localStorage.getItem(GUEST_WROTE_KEY) !== null;
  } catch {
    return false;
  }
}
