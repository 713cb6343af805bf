import { voiceLabel, type HistoryItem, type Voice } from '@penwise/contract';

/** One voiceover as the table lists it (file name, voice, date, duration), plus what the actions need. */
export interface VoiceoverRow {
  /** The history item's id: the key, and what delete-history removes. */
  id: string;
  fileName: string;
  voice: Voice | undefined;
  /** ISO 8601. */
  date: string;
  /** Seconds; undefined when the server did not measure it. */
  duration: number | undefined;
  /** Undefined for an item whose audio is gone: it is listed but cannot be played. */
  mp3Url: string | undefined;
}

// Enough of the text to recognise it in a download folder, short enough for any file system.
const nameWords = 6;
const nameMaxLength = 48;

/** 'Hello, wörld! How are you?' → 'hello-world-how-are-you.mp3'; 'voiceover.mp3' when nothing is left. */
export function voiceoverFileName(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, nameWords)
    .join('-')
    .slice(0, nameMaxLength)
    .replace(/-+$/, '');
  return `${slug || 'voiceover'}.mp3`;
}

/** 'Alloy', or a dash for an item recorded before voices were stored. */
export function voiceText(voice: Voice | undefined): string {
  return voice ? voiceLabel(voice) : '—';
}

/** A TTS history item as a table row; its input is the text that was spoken. */
export function toVoiceoverRow(item: HistoryItem): VoiceoverRow {
  const text = typeof item.input === 'string' ? item.input : item.input.prompt;
  return {
    id: item.id,
    fileName: item.file_name || voiceoverFileName(text),
    voice: item.voice,
    date: item.date,
    duration: item.duration,
    mp3Url: item.mp3_url || undefined,
  };
}
