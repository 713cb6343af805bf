import { browserStorage } from './browser-storage';
import { storageKeys } from './storage-keys';

// A referral code is an opaque short token; anything else in ?ref= is ignored.
const referralCode = /^[\w-]{1,64}$/;

/** Stores the `ref` query parameter of a visit; the latest referral wins. */
export function captureReferral(search: string): void {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (code && referralCode.test(code)) browserStorage()?.setItem(storageKeys.refCode, code);
}

export function readReferral(): string | null {
  return browserStorage()?.getItem(storageKeys.refCode) ?? null;
}
