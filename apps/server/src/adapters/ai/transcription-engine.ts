/** Audio containers the transcription call accepts (SPEC §8: mp3, mp4, mpeg, wav). */
export type AudioFormat = 'mp3' | 'mp4' | 'mpeg' | 'wav';

export interface TranscriptionRequest {
  /** The uploaded file on local disk, named with its format's extension. */
  filePath: string;
  format: AudioFormat;
  signal?: AbortSignal;
}

/** Turns speech in an audio file into text; engines: OpenAI audio/transcriptions and offline pocketsphinx. */
export interface TranscriptionEngine {
  readonly name: 'openai' | 'demo';
  /** Why this engine cannot run here (the demo without pocketsphinx), or undefined when it can. */
  readonly unavailable: string | undefined;
  transcribe(request: TranscriptionRequest): Promise<string>;
}
