import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai-server.ts';
import { openAiTranscriptionEngine } from './openai-transcription.ts';

describe('openai transcription engine against a local audio/transcriptions server', () => {
  let fake: FakeOpenAi;
  const audio = path.join(tmpdir(), `penwise-stt-test-${String(process.pid)}.wav`);
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    await writeFile(audio, Buffer.alloc(4000, 1));
  });
  afterAll(() => fake.close());

  const engine = () =>
    openAiTranscriptionEngine({
      apiKey: 'sk-test',
      baseURL: fake.baseURL,
      model: 'whisper-1',
      timeoutMs: 5_000,
    });

  it('uploads the file as multipart with the model and a name carrying its format, and returns the text and the billed duration', async () => {
    fake.answer({ transcription: ' Hello from the recording. ', duration: 819.25 });
    const answer = await engine().transcribe({ filePath: audio, format: 'wav' });
    expect(answer).toEqual({ text: 'Hello from the recording.', seconds: 819.25 });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/audio/transcriptions',
      body: {
        model: 'whisper-1',
        // verbose_json is the answer that carries the duration the provider bills.
        response_format: 'verbose_json',
        file: { name: 'audio.wav', type: 'audio/wav', size: 4000 },
      },
    });
  });

  it('reports no duration when a compatible server leaves it out', async () => {
    fake.answer({ transcription: 'Short.' });
    expect(await engine().transcribe({ filePath: audio, format: 'wav' })).toEqual({
      text: 'Short.',
      seconds: undefined,
    });
  });

  it('maps a provider error to a safe engine error', async () => {
    fake.answer({ status: 400, error: 'Invalid file format.' });
    await expect(engine().transcribe({ filePath: audio, format: 'mp3' })).rejects.toMatchObject({
      kind: 'rejected',
    });
  });
});
