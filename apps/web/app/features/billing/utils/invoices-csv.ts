import type { Invoice } from '@penwise/contract';
import { invoiceTypeLabel, revenueDecimal } from './invoices';

const header = ['Invoice', 'Product', 'Type', 'Date', 'Status', 'Price (USD)'];

// A spreadsheet runs a cell that starts like a formula; plain numbers are safe and stay numbers.
const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^-?\d+(\.\d+)?$/;

function cell(value: string): string {
  const safe = formulaStart.test(value) && !plainNumber.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The selected invoices as RFC 4180 CSV (CRLF lines, quoted where needed), header first. */
export function invoicesCsv(invoices: readonly Invoice[]): string {
  const rows = invoices.map((invoice) => [
    invoice.invoiceNum,
    invoice.product,
    invoiceTypeLabel(invoice.type),
    invoice.date,
    invoice.status,
    revenueDecimal(invoice.revenue),
  ]);
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** 'invoices-2025-03-14.csv', dated in the reader's time zone. */
export function invoicesCsvName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `invoices-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
