import { useState, useSyncExternalStore } from 'react';

/** A referral code from `/auth?ref=CODE`, kept for the tab's session until an account is made. */
const KEY = 'reign:referral-code';
const CODE = /^[A-Za-z0-9]{1,32}$/;

export function normalizeReferralCode(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? '';
  return CODE.test(code) ? code.toUpperCase() : null;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberReferralCode(raw: string | null | undefined): string | null {
  const code = normalizeReferralCode(raw);
  if (code) storage()?.setItem(KEY, code);
  return code;
}

export function storedReferralCode(): string | null {
  return normalizeReferralCode(storage()?.getItem(KEY));
}

export function forgetReferralCode(): void {
  storage()?.removeItem(KEY);
}

const unchanging = () => () => {};

/**
 * The referral code of this sign-up: from the address (`?ref=`, remembered), else the one kept for
 * the tab. The kept one is read after hydration: the server's HTML has none.
 */
export function useReferralCode(refParam: string | null): string | null {
  const [fromLink] = useState(() => rememberReferralCode(refParam));
  const kept = useSyncExternalStore(unchanging, storedReferralCode, () => null);
  return fromLink ?? kept;
}
