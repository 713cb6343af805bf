const pad = (value: number) => String(value).padStart(2, '0');

/** Year-month-day hours:minutes in the viewer's time zone, e.g. '2026-11-22 14:05'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
