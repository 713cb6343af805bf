import type { Invoice } from '@penwise/contract';

/** Newest first, by invoiceNum read as a number (so '10' comes before '9'). */
export function sortInvoices(invoices: readonly Invoice[]): Invoice[] {
  return [...invoices].sort((a, b) => b.invoiceNum.localeCompare(a.invoiceNum, 'en', { numeric: true }));
}

/** The type value 'True' is a subscription; anything else a credit pack. */
export function invoiceTypeLabel(type: string): 'Subscription' | 'Credit' {
  return type === 'True' ? 'Subscription' : 'Credit';
}

const cents = /^-?\d+$/;
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Revenue in cents ('999') as the table's price ('$9.99'); a malformed value shows as '—'. */
export function formatRevenue(revenue: string): string {
  return cents.test(revenue) ? dollars.format(Number(revenue) / 100) : '—';
}

/** Revenue in cents as a plain decimal ('999' → '9.99') for spreadsheets, exact for any size. */
export function revenueDecimal(revenue: string): string {
  if (!cents.test(revenue)) return '';
  const negative = revenue.startsWith('-');
  const digits = revenue.replace('-', '').padStart(3, '0');
  return `${negative ? '-' : ''}${String(BigInt(digits.slice(0, -2)))}.${digits.slice(-2)}`;
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An ISO date as 'Jan 5, 2025' in the reader's time zone; unreadable text stays as sent. */
export function formatInvoiceDate(date: string): string {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? date : day.format(parsed);
}
