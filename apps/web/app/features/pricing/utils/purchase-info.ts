import { RefCode, type Product, type PurchaseInfo } from '@penwise/contract';
import { priceToCents } from './price';

/** Fixed fields of every purchase info: one sale, the fee, and the status it is stored with. */
export const purchaseConstants = { sales: 1, fee: 0.3, status: 'paid' } as const;

/**
 * The purchase info for one product. The server prices the checkout from the product's
 * name alone; these fields are the browser's own record of what it asked for.
 */
export function buildPurchaseInfo(product: Product, email: string, refCode: string | null): PurchaseInfo {
  // A tampered or outdated stored code must not make the server refuse the whole purchase.
  const ref = refCode !== null && RefCode.safeParse(refCode).success ? refCode : '';
  return {
    product: product.title,
    sales: purchaseConstants.sales,
    type: product.isSubscription,
    fee: purchaseConstants.fee,
    credits: product.credits,
    revenue: priceToCents(product.price) ?? String(product.priceCents),
    email,
    ref_code: ref,
    status: purchaseConstants.status,
  };
}

/** A product whose price is 0 is recorded directly, with no checkout. */
export function isFree(info: PurchaseInfo): boolean {
  return info.revenue === '0';
}
