import { PurchaseInfo } from '@penwise/contract';
import { browserStorage } from './browser-storage';
import { storageKeys } from './storage-keys';

/**
 * The purchase info of the checkout in progress. The pricing page writes it before
 * leaving for the hosted checkout; the success and cancel pages settle it on the way back. Only
 * the server's records count for money: this copy lets the browser tell which checkout it left.
 */
export function saveCheckoutItem(info: PurchaseInfo): void {
  browserStorage()?.setItem(storageKeys.checkoutItem, JSON.stringify(info));
}

export function readCheckoutItem(): PurchaseInfo | null {
  const raw = browserStorage()?.getItem(storageKeys.checkoutItem);
  if (!raw) return null;
  try {
    const parsed = PurchaseInfo.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Changes fields of the stored item; does nothing when there is none. */
export function updateCheckoutItem(changes: Partial<PurchaseInfo>): void {
  const item = readCheckoutItem();
  if (item) saveCheckoutItem({ ...item, ...changes });
}

/** A checkout the user abandoned is kept, marked failed. */
export function markCheckoutItemFailed(): void {
  updateCheckoutItem({ status: 'failed' });
}

export function clearCheckoutItem(): void {
  browserStorage()?.removeItem(storageKeys.checkoutItem);
}
