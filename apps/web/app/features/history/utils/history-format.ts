import type { HistoryType } from '@penwise/contract';

/** SPEC §9: a history card shows at most this many characters of its text. */
export const historyTextLimit = 60;

const pad = (value: number) => String(value).padStart(2, '0');

/** SPEC §2: year-month-day hours:minutes in the viewer's time zone, e.g. '2026-11-22 14:05'. */
export function formatHistoryDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** SPEC §2: the first 60 characters plus '...' when longer; counts characters, not UTF-16 units. */
export function cutText(text: string, limit = historyTextLimit): string {
  const characters = Array.from(text);
  return characters.length > limit ? `${characters.slice(0, limit).join('')}...` : text;
}

export const historyTypeLabels: Record<HistoryType, string> = {
  GenText: 'Text',
  TTImage: 'Image',
  TTS: 'Voiceover',
  Speech2Text: 'Transcription',
};
