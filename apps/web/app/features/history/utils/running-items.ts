import type { Generation, HistoryItem } from '@penwise/contract';

/** A running text item shows at most this many of its last characters. */
export const runningTextLimit = 240;

/** The end of a text still being written, so its newest words show: '…' and the last `limit` characters. */
export function tailText(text: string, limit = runningTextLimit): string {
  const characters = Array.from(text.trimEnd());
  return characters.length > limit ? `…${characters.slice(-limit).join('').trimStart()}` : text.trimEnd();
}

/**
 * An ended generation's item as show-history would list it, for when it could not be asked: its
 * status, charge and result. Undefined when it ended without a charge (failed, or stopped before a
 * word): history keeps nothing of those.
 */
export function endedItem(item: HistoryItem, generation: Generation): HistoryItem | undefined {
  if (generation.status !== 'succeeded' && generation.credits === 0) return undefined;
  const ended: HistoryItem = { ...item, status: generation.status, credits: generation.credits };
  const { result } = generation;
  switch (item.type) {
    case 'GenText':
      return { ...ended, result: generation.text ?? item.result };
    case 'TTImage':
      return { ...ended, result: result?.image_url ?? item.result };
    case 'TTS':
      return { ...ended, mp3_url: result?.mp3_url ?? item.mp3_url };
    case 'Speech2Text':
      return { ...ended, transcription: result?.transcription ?? item.transcription };
  }
}
