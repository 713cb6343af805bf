/** Audio containers the transcription call accepts: mp3, mp4, mpeg and wav. */
export type AudioFormat = 'mp3' | 'mp4' | 'mpeg' | 'wav';

export interface TranscriptionRequest {
  /** The uploaded file on local disk, named with its format's extension. */
  filePath: string;
  format: AudioFormat;
  signal?: AbortSignal;
}

/** What an engine heard, and how long it says the audio was when it says (what it bills). */
export interface Transcript {
  text: string;
  /** Seconds of audio the engine processed (Whisper's verbose_json `duration`), when it reports it. */
  seconds: number | undefined;
}

/** Turns speech in an audio file into text; engines: OpenAI audio/transcriptions and offline pocketsphinx. */
export interface TranscriptionEngine {
  readonly name: 'openai' | 'demo';
  /** Why this engine cannot run here (the demo without pocketsphinx), or undefined when it can. */
  readonly unavailable: string | undefined;
  transcribe(request: TranscriptionRequest): Promise<Transcript>;
}
