import { describe, expect, it } from 'vitest';
import { buildInvoice } from '~test/factories';
import { invoicesCsv, invoicesCsvName } from './invoices-csv';

describe('invoicesCsv', () => {
  it('writes a header and one CRLF line per invoice', () => {
    const csv = invoicesCsv([
      buildInvoice({ invoiceNum: '12', product: 'Starter Plan', type: 'True', revenue: '1999' }),
      buildInvoice({
        invoiceNum: '11',
        product: 'Bronze Pack',
        type: 'False',
        status: 'refunded',
        revenue: '999',
      }),
    ]);
    expect(csv).toBe(
      'Invoice,Product,Type,Date,Status,Price (USD)\r\n' +
        '12,Starter Plan,Subscription,2025-03-14T12:00:00.000Z,paid,19.99\r\n' +
        '11,Bronze Pack,Credit,2025-03-14T12:00:00.000Z,refunded,9.99\r\n',
    );
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = invoicesCsv([buildInvoice({ product: 'Pack, "large"\nedition' })]);
    expect(csv.split('\r\n')[1]).toContain(',"Pack, ""large""\nedition",');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const csv = invoicesCsv([buildInvoice({ product: '=HYPERLINK("http://x")' })]);
    expect(csv.split('\r\n')[1]).toContain(`,"'=HYPERLINK(""http://x"")",`);
  });

  it('has only the header for no invoices, and a dated file name', () => {
    expect(invoicesCsv([])).toBe('Invoice,Product,Type,Date,Status,Price (USD)\r\n');
    expect(invoicesCsvName(new Date(2025, 2, 4))).toBe('invoices-2025-03-04.csv');
  });
});
