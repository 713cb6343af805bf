import { formatDateTime } from '~/lib/format-date';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const plural = (count: number, unit: string) => `${String(count)} ${unit}${count === 1 ? '' : 's'} ago`;

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago'; older: the date and time. */
export function formatRelativeTime(iso: string, now = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const elapsed = now - time;
  if (elapsed < minute) return 'just now';
  if (elapsed < hour) return plural(Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return plural(Math.floor(elapsed / hour), 'hour');
  if (elapsed < 2 * day) return 'yesterday';
  if (elapsed < 7 * day) return plural(Math.floor(elapsed / day), 'day');
  return formatDateTime(iso);
}
