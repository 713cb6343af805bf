import type { Product } from '@penwise/contract';

// A fixed locale: the prerendered HTML and the browser must print the same digits.
const count = new Intl.NumberFormat('en-US');

/** '50000' → '50,000'; any other text ('256x256', '100+ AI Templates') stays as written. */
export function formatFeatureText(value: string): string {
  return /^\d+$/.test(value) ? count.format(Number(value)) : value;
}

export function formatCredits(credits: number): string {
  return `${count.format(credits)} credits`;
}

/** What the price buys: a month of a plan, or a pack once. */
export function priceUnit(product: Product): string {
  return product.isSubscription ? '/month' : 'one-off';
}

/** Every feature name of the shown products, in first-seen order: the comparison table's rows. */
export function featureNames(products: readonly Product[]): string[] {
  return [...new Set(products.flatMap((product) => Object.keys(product.features)))];
}
