import { RefCode, type Product, type PurchaseInfo } from '@penwise/contract';
import { priceToCents } from './price';

/** SPEC §9 purchase constants. */
export const purchaseConstants = { sales: 1, fee: 0.3, status: 'paid' } as const;

/**
 * SPEC §3 purchase info for one product. The server prices the checkout from the product's
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

/** SPEC §4: a product whose price is 0 is recorded directly, with no checkout. */
export function isFree(info: PurchaseInfo): boolean {
  return info.revenue === '0';
}
