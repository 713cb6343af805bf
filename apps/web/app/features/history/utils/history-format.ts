import type { HistoryType } from '@penwise/contract';

/** A history card shows at most this many characters of its text. */
export const historyTextLimit = 60;

/** The first 60 characters plus '...' when longer; counts characters, not UTF-16 units. */
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
