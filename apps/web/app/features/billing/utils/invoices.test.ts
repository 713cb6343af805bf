import type { Invoice } from '@penwise/contract';
import { describe, expect, it } from 'vitest';
import { buildInvoice } from '~test/factories';
import { formatInvoiceDate, formatRevenue, invoiceTypeLabel, revenueDecimal, sortInvoices } from './invoices';

const numbers = (invoices: Invoice[]) => invoices.map((invoice) => invoice.invoiceNum);

describe('invoice helpers', () => {
  it('sorts by invoiceNum as a number, newest first', () => {
    const invoices = ['9', '100', '10', '2', '1000000000000000000001'].map((invoiceNum) =>
      buildInvoice({ invoiceNum }),
    );
    expect(numbers(sortInvoices(invoices))).toEqual(['1000000000000000000001', '100', '10', '9', '2']);
    expect(numbers(invoices)[0]).toBe('9');
  });

  it("names the type: 'True' is a subscription, anything else a credit pack", () => {
    expect(invoiceTypeLabel('True')).toBe('Subscription');
    expect(invoiceTypeLabel('False')).toBe('Credit');
    expect(invoiceTypeLabel('true')).toBe('Credit');
  });

  it('prints revenue cents as dollars', () => {
    expect(formatRevenue('999')).toBe('$9.99');
    expect(formatRevenue('12999')).toBe('$129.99');
    expect(formatRevenue('5')).toBe('$0.05');
    expect(formatRevenue('0')).toBe('$0.00');
    expect(formatRevenue('123456')).toBe('$1,234.56');
    expect(formatRevenue('9.99')).toBe('—');
    expect(revenueDecimal('999')).toBe('9.99');
    expect(revenueDecimal('5')).toBe('0.05');
    expect(revenueDecimal('-250')).toBe('-2.50');
    expect(revenueDecimal('90071992547409930')).toBe('900719925474099.30');
  });

  it('prints dates as a day, and unreadable dates as sent', () => {
    expect(formatInvoiceDate('2025-03-14T12:00:00.000Z')).toBe('Mar 14, 2025');
    expect(formatInvoiceDate('someday')).toBe('someday');
  });
});
