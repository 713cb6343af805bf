import { describe, expect, it } from 'vitest';
import { captureReferral, readReferral } from './referral';
import { storageKeys } from './storage-keys';

describe('captureReferral', () => {
  it('stores the ref query parameter under ref_code', () => {
    captureReferral('?ref=FRIEND-42&utm=x');
    expect(window.localStorage.getItem(storageKeys.refCode)).toBe('FRIEND-42');
    expect(readReferral()).toBe('FRIEND-42');
  });

  it('keeps the stored code when a visit has no or a malformed ref', () => {
    captureReferral('?ref=FIRST');
    captureReferral('');
    captureReferral('?ref=%3Cscript%3E');
    expect(readReferral()).toBe('FIRST');
  });
});
