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

  it('uploads the file as multipart with the model and a name carrying its format, and returns the text', async () => {
    fake.answer({ transcription: ' Hello from the recording. ' });
    const text = await engine().transcribe({ filePath: audio, format: 'wav' });
    expect(text).toBe('Hello from the recording.');
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/audio/transcriptions',
      body: {
        model: 'whisper-1',
        response_format: 'json',
        file: { name: 'audio.wav', type: 'audio/wav', size: 4000 },
      },
    });
  });

  it('maps a provider error to a safe engine error', async () => {
    fake.answer({ status: 400, error: 'Invalid file format.' });
    await expect(engine().transcribe({ filePath: audio, format: 'mp3' })).rejects.toMatchObject({
      kind: 'rejected',
    });
  });
});
