import { describe, expect, it } from 'vitest';
import { deletionText } from './history-deletion';

describe('deletionText', () => {
  it.each([
    ['TTImage', 'Delete this image?', 'its image file', 'Image deleted'],
    ['TTS', 'Delete this voiceover?', 'its audio file', 'Voiceover deleted'],
    ['Speech2Text', 'Delete this transcription?', 'its uploaded audio file', 'Transcription deleted'],
    ['GenText', 'Delete this text?', 'its prompt and generated text', 'Text deleted'],
  ] as const)('names what deleting a %s item removes', (type, question, removed, done) => {
    const text = deletionText(type);
    expect(text.question).toBe(question);
    expect(text.consequence).toContain(removed);
    expect(text.done).toBe(done);
  });
});
