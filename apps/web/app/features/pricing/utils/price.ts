// '$1,299.99', '19.99', '$0', '9.9'… after the $ and thousands separators are gone.
const decimalPrice = /^(\d+)(?:\.(\d*))?$/;

/**
 * Price to cents: remove any $, multiply by 100, truncate to cents, as a string
 * ('$19.99' → '1999'). Done on the decimal digits, not with floating point: 19.99 * 100 is
 * 1998.9999999999998 in a double, which would truncate to a cent short. Null for text that is
 * not a price.
 */
export function priceToCents(price: string): string | null {
  const match = decimalPrice.exec(price.replaceAll('$', '').replaceAll(',', '').trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return cents.toString();
}
