import type { HistoryType } from '@penwise/contract';
import { historyTypeLabels } from './history-format';

// What the server erases beside the item itself, so the confirmation names what is lost.
const removedWith: Record<HistoryType, string> = {
  GenText: 'its prompt and generated text',
  TTImage: 'its image file',
  TTS: 'its audio file',
  Speech2Text: 'its uploaded audio file and transcription',
};

export interface DeletionText {
  /** The confirmation's title, e.g. 'Delete this image?'. */
  question: string;
  /** What goes, e.g. 'The item and its image file are deleted for good.' */
  consequence: string;
  /** The feedback once it is gone, e.g. 'Image deleted'. */
  done: string;
}

/** The words of deleting a history item of `type`, from the question to the feedback. */
export function deletionText(type: HistoryType): DeletionText {
  const label = historyTypeLabels[type];
  return {
    question: `Delete this ${label.toLowerCase()}?`,
    consequence: `The item and ${removedWith[type]} are deleted from your history and our storage.`,
    done: `${label} deleted`,
  };
}
