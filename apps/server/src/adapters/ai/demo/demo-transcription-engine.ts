import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { AiEngineError } from '../ai-engine-error.ts';
import type { TranscriptionEngine } from '../transcription-engine.ts';
import { toPcm16kWav } from './pcm16k.ts';

const run = promisify(execFile);

export const offlineTranscriptionHowTo =
  'Offline transcription is not installed on this server. Install the Debian packages pocketsphinx and pocketsphinx-en-us (apt-get install pocketsphinx pocketsphinx-en-us) and restart, or set OPENAI_API_KEY to transcribe with OpenAI.';

export interface PocketsphinxSetup {
  /** pocketsphinx_continuous; looked up on PATH by default. */
  binary?: string;
  /** The en-us model folder from pocketsphinx-en-us. */
  modelDir?: string;
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Offline speech to text with Debian's pocketsphinx; reports itself unavailable when not installed. */
export function demoTranscriptionEngine(setup: PocketsphinxSetup = {}): TranscriptionEngine {
  const binary = setup.binary ?? onPath('pocketsphinx_continuous');
  const modelDir = setup.modelDir ?? '/usr/share/pocketsphinx/model/en-us';
  const installed = binary !== undefined && existsSync(path.join(modelDir, 'en-us', 'mdef'));
  return {
    name: 'demo',
    unavailable: installed ? undefined : offlineTranscriptionHowTo,
    async transcribe({ filePath, format, signal }) {
      if (!binary || !installed) throw new AiEngineError('unavailable', offlineTranscriptionHowTo);
      const dir = await mkdtemp(path.join(tmpdir(), 'penwise-stt-'));
      try {
        const wav = path.join(dir, 'speech.wav');
        let seconds: number;
        try {
          // Decoded chunk by chunk to disk: memory stays at one chunk, and the length is what was decoded.
          seconds = await toPcm16kWav(filePath, format, wav, signal);
        } catch (error) {
          if (signal?.aborted)
            throw new AiEngineError('timeout', 'The transcription was stopped.', { cause: error });
          throw new AiEngineError('rejected', 'This audio could not be decoded for transcription.', {
            cause: error,
          });
        }
        const args = ['-infile', wav, '-logfn', '/dev/null'];
        args.push('-hmm', path.join(modelDir, 'en-us'));
        args.push(
          '-lm',
          path.join(modelDir, 'en-us.lm.bin'),
          '-dict',
          path.join(modelDir, 'cmudict-en-us.dict'),
        );
        const { stdout } = await run(binary, args, { signal, maxBuffer: 16 * 1024 * 1024 });
        // One line per utterance.
        const text = stdout
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .join(' ');
        return { text, seconds };
      } catch (error) {
        if (error instanceof AiEngineError) throw error;
        if (signal?.aborted)
          throw new AiEngineError('timeout', 'The transcription was stopped.', { cause: error });
        throw new AiEngineError('unavailable', 'Offline transcription failed. Please try again.', {
          cause: error,
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
