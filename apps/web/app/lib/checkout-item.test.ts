import { describe, expect, it } from 'vitest';
import {
  clearCheckoutItem,
  markCheckoutItemFailed,
  readCheckoutItem,
  saveCheckoutItem,
  updateCheckoutItem,
} from './checkout-item';
import { storageKeys } from './storage-keys';

describe('the stored checkout item', () => {
  it('is saved, updated, marked failed and cleared', () => {
    saveCheckoutItem({ product: 'Bronze Pack', status: 'paid' });
    updateCheckoutItem({ sessionId: 'cs_1' });
    expect(readCheckoutItem()).toEqual({ product: 'Bronze Pack', status: 'paid', sessionId: 'cs_1' });
    markCheckoutItemFailed();
    expect(readCheckoutItem()?.status).toBe('failed');
    clearCheckoutItem();
    expect(readCheckoutItem()).toBeNull();
  });

  it('changes nothing when there is no item, and ignores a malformed one', () => {
    markCheckoutItemFailed();
    expect(window.localStorage.getItem(storageKeys.checkoutItem)).toBeNull();
    window.localStorage.setItem(storageKeys.checkoutItem, '{"status":"paid"}');
    expect(readCheckoutItem()).toBeNull();
    window.localStorage.setItem(storageKeys.checkoutItem, 'not json');
    expect(readCheckoutItem()).toBeNull();
  });
});
