import { products } from '@penwise/contract';
import { describe, expect, it } from 'vitest';
import { priceToCents } from './price';

describe('priceToCents', () => {
  it('removes the $ and answers cents as a string', () => {
    expect(priceToCents('$19.99')).toBe('1999');
    expect(priceToCents('$129.99')).toBe('12999');
    expect(priceToCents('$9.99')).toBe('999');
  });

  it('is exact where floating point is not (0.29 * 100 = 28.999…)', () => {
    expect(priceToCents('$0.29')).toBe('29');
    expect(priceToCents('$1.13')).toBe('113');
    expect(priceToCents('$4.35')).toBe('435');
  });

  it('truncates below a cent and fills missing decimals', () => {
    expect(priceToCents('$1.999')).toBe('199');
    expect(priceToCents('$9.9')).toBe('990');
    expect(priceToCents('$19')).toBe('1900');
    expect(priceToCents('19.')).toBe('1900');
  });

  it('reads a zero price (a free plan) and thousands separators', () => {
    expect(priceToCents('$0')).toBe('0');
    expect(priceToCents('0.00')).toBe('0');
    expect(priceToCents('$1,299.50')).toBe('129950');
    expect(priceToCents(' $ 5 ')).toBe('500');
  });

  it('refuses text that is not a price', () => {
    for (const text of ['', '$', 'free', '-5', '1e3', '$1.2.3', '.5']) expect(priceToCents(text)).toBeNull();
  });

  it("agrees with the catalogue's priceCents for every plan and pack", () => {
    for (const product of products) expect(priceToCents(product.price)).toBe(String(product.priceCents));
  });
});
