import { describe, expect, it } from 'vitest';
import { audioFileProblem, savedAudioName, transcriptFileName, uploadName } from './audio-files';

describe('audio files', () => {
  it('accepts the four audio types up to 25MB', () => {
    for (const type of ['audio/mp3', 'audio/mpeg', 'video/mp4', 'audio/wav']) {
      expect(audioFileProblem({ type, size: 26_214_400 })).toBeUndefined();
    }
  });

  it('refuses another type before looking at the size', () => {
    expect(audioFileProblem({ type: 'image/png', size: 10 })).toBe('File format not supported');
    expect(audioFileProblem({ type: '', size: 10 })).toBe('File format not supported');
    expect(audioFileProblem({ type: 'audio/ogg', size: 99_999_999 })).toBe('File format not supported');
  });

  it('refuses a file one byte over 25MB', () => {
    expect(audioFileProblem({ type: 'audio/wav', size: 26_214_401 })).toBe('File size exceeds 25MB');
  });

  it('names a saved recording from its URL when the URL names a file', () => {
    expect(savedAudioName('/media/talk.mp3')).toBe('talk.mp3');
    expect(savedAudioName('https://cdn.example.com/a/My%20talk.wav?x=1')).toBe('My talk.wav');
    expect(savedAudioName('/api/media/AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBe('Saved recording');
    expect(savedAudioName('/api/media/%E0%A4%A')).toBe('Saved recording');
  });

  it('gives a fetched recording a name with an extension', () => {
    expect(uploadName('talk.mp3', 'audio/mpeg')).toBe('talk.mp3');
    expect(uploadName('Saved recording', 'audio/wav')).toBe('recording.wav');
    expect(uploadName('Saved recording', 'application/octet-stream')).toBe('recording.mp3');
  });

  it('names the transcript after the audio file', () => {
    expect(transcriptFileName('interview.mp3')).toBe('interview.txt');
    expect(transcriptFileName('Saved recording')).toBe('Saved recording.txt');
    expect(transcriptFileName('a:b?.wav')).toBe('a-b-.txt');
    expect(transcriptFileName('.mp3')).toBe('transcription.txt');
  });
});
