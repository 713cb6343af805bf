import type {
  Transcript,
  TranscriptionEngine,
  TranscriptionRequest,
} from '../adapters/ai/transcription-engine.ts';

/**
 * A transcription engine that holds every call until `open()` (generations in progress), and ends a
 * held call at once when its signal aborts, as the SDK does when the client leaves.
 */
export function gatedTranscriptionEngine() {
  let open: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (open = resolve));
  const requests: TranscriptionRequest[] = [];
  const engine: TranscriptionEngine = {
    name: 'openai',
    unavailable: undefined,
    async transcribe(request): Promise<Transcript> {
      requests.push(request);
      await new Promise<void>((resolve, reject) => {
        void gate.then(resolve);
        request.signal?.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
      });
      return { text: 'Held, then heard.', seconds: undefined };
    },
  };
  return {
    engine,
    requests,
    started: () => requests.length,
    open: () => {
      open();
      gate = new Promise<void>((resolve) => (open = resolve));
    },
  };
}

/** Waits (up to 5 s) until `check` holds. */
export async function until(check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}
