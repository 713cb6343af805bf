import type { Product } from '@penwise/contract';
import { formatCount } from '~/lib/format-number';

/** '50000' → '50,000'; any other text ('256x256', '100+ AI Templates') stays as written. */
export function formatFeatureText(value: string): string {
  return /^\d+$/.test(value) ? formatCount(Number(value)) : value;
}

export function formatCredits(credits: number): string {
  return `${formatCount(credits)} credits`;
}

/** What the price buys: a month of a plan, or a pack once. */
export function priceUnit(product: Product): string {
  return product.isSubscription ? '/month' : 'one-off';
}

/** Every feature name of the shown products, in first-seen order: the comparison table's rows. */
export function featureNames(products: readonly Product[]): string[] {
  return [...new Set(products.flatMap((product) => Object.keys(product.features)))];
}
