import { describe, expect, it } from 'vitest';
import { fakeImageEngine } from '../../adapters/ai/fake-image-engine.ts';
import { fakeSpeechEngine } from '../../adapters/ai/fake-speech-engine.ts';
import { fakeTextEngine } from '../../adapters/ai/fake-text-engine.ts';
import { fakeTranscriptionEngine } from '../../adapters/ai/fake-transcription-engine.ts';
import type { TextEngine, TextEvent } from '../../adapters/ai/text-engine.ts';
import { createMetrics } from '../../lib/metrics.ts';
import { countedEngines } from './counted-engines.ts';

function engines(engine?: TextEngine) {
  const metrics = createMetrics();
  const text = fakeTextEngine();
  const counted = countedEngines(metrics, {
    text: engine ?? text,
    image: fakeImageEngine(),
    speech: fakeSpeechEngine(),
    transcription: fakeTranscriptionEngine(),
  });
  const errors = async () =>
    (await metrics.registry.metrics())
      .split('\n')
      .filter((line) => line.startsWith('penwise_engine_errors_total{'));
  return { text, counted, errors };
}

describe('countedEngines, text', () => {
  it('passes the stream through and counts nothing when it succeeds', async () => {
    const { text, counted, errors } = engines();
    text.script({ deltas: ['One ', 'two.'], completionTokens: 2 });
    const events: TextEvent[] = [];
    for await (const event of counted.text.stream({ system: 's', user: 'u', maxTokens: 10 }))
      events.push(event);
    expect(events).toEqual([
      { type: 'delta', text: 'One ' },
      { type: 'delta', text: 'two.' },
      { type: 'done', usage: { completionTokens: 2 } },
    ]);
    expect(await errors()).toEqual([]);
  });

  it('counts a failure mid-stream by its kind and rethrows it, after the deltas before it', async () => {
    const { text, counted, errors } = engines();
    text.script({ deltas: ['Half '], fail: 'busy' });
    const deltas: string[] = [];
    const reading = (async () => {
      for await (const event of counted.text.stream({ system: 's', user: 'u', maxTokens: 10 }))
        if (event.type === 'delta') deltas.push(event.text);
    })();
    await expect(reading).rejects.toMatchObject({ kind: 'busy' });
    expect(deltas).toEqual(['Half ']);
    expect(await errors()).toEqual(['penwise_engine_errors_total{modality="GenText",kind="busy"} 1']);
  });

  it('ends the engine when the reader stops early', async () => {
    let ended = false;
    const engine: TextEngine = {
      name: 'demo',
      async *stream() {
        try {
          yield { type: 'delta', text: 'a ' };
          yield { type: 'delta', text: 'b ' };
        } finally {
          ended = true;
        }
      },
    };
    const { counted } = engines(engine);
    for await (const event of counted.text.stream({ system: 's', user: 'u', maxTokens: 10 })) {
      expect(event).toEqual({ type: 'delta', text: 'a ' });
      break;
    }
    expect(ended).toBe(true);
  });
});
