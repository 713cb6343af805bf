import { packs, plans } from '@penwise/contract';
import { describe, expect, it } from 'vitest';
import { buildPurchaseInfo, isFree } from './purchase-info';

describe('buildPurchaseInfo', () => {
  it('describes a plan as SPEC §3 lists it', () => {
    expect(buildPurchaseInfo(plans[0], 'ada@example.com', 'FRIEND-1')).toEqual({
      product: 'Starter Plan',
      sales: 1,
      type: true,
      fee: 0.3,
      credits: 200000,
      revenue: '1999',
      email: 'ada@example.com',
      ref_code: 'FRIEND-1',
      status: 'paid',
    });
  });

  it('marks a pack as not a subscription', () => {
    const info = buildPurchaseInfo(packs[0], 'ada@example.com', null);
    expect(info).toMatchObject({ product: 'Bronze Pack', type: false, revenue: '999', ref_code: '' });
    expect(isFree(info)).toBe(false);
  });

  it('drops a stored referral code the server would refuse', () => {
    expect(buildPurchaseInfo(plans[1], 'a@b.c', '<script>').ref_code).toBe('');
  });

  it('knows a zero-price product is free', () => {
    expect(isFree(buildPurchaseInfo({ ...plans[0], price: '$0', priceCents: 0 }, 'a@b.c', null))).toBe(true);
  });
});
