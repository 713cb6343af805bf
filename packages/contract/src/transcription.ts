import { z } from 'zod';
import { successAnswer } from './answers.ts';

/** Upload rules, shared by the browser checks and the server's. */
export const uploadLimits = {
  /** 25MB exactly. */
  maxBytes: 26_214_400,
  /** The MIME types the browser check accepts. */
  mimeTypes: ['audio/mp3', 'audio/mpeg', 'video/mp4', 'audio/wav'],
  /** The file picker's accept list. */
  accept: '.mp3,.mp4,.mpeg,.wav',
} as const;

export const transcriptionMessages = {
  tooLarge: 'File size exceeds 25MB',
  unsupported: 'File format not supported',
  noFile: 'Please select a file first!',
  failed: 'Failed to transcribe',
  network: 'Network error occurred',
  unreadable: 'This audio file could not be read. Try another mp3, mp4, mpeg or wav file.',
  silent: 'This file has no audio to transcribe.',
  stopped: 'The transcription was stopped.',
  /** The server has no transcription engine (no API key, no offline engine installed). */
  notAvailable: 'Transcription is not available on this server yet. Please contact the site administrator.',
  /** Before the upload is read: the user cannot pay even for its first second. */
  notEnoughForAny: (minimum: number, have: number) =>
    `Transcription costs 2,000 credits a minute (at least ${minimum.toLocaleString('en-US')} for one second); you have ${have.toLocaleString('en-US')}. Add credits to transcribe.`,
  notEnoughCredits: (needed: number, have: number) =>
    `Transcribing this file costs ${needed.toLocaleString('en-US')} credits (2,000 a minute); you have ${have.toLocaleString('en-US')}. Add credits or upload a shorter file.`,
} as const;

export const TranscriptionAnswer = successAnswer(
  z.object({
    transcription: z.string(),
    /** Seconds of audio charged: the provider's reported length, else the one measured from the file's data. */
    duration: z.number().min(0),
    /** The uploaded audio, stored with the history item. */
    mp3_url: z.string(),
    id: z.string(),
    /** Credits charged: 2,000 a minute of that duration, by the second. */
    credits: z.number().int().min(0),
  }),
);
export type TranscriptionAnswer = z.infer<typeof TranscriptionAnswer>;
