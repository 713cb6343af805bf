import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai-server.ts';
import { openAiImageEngine } from './openai-image.ts';
import { AiEngineError } from './ai-engine-error.ts';

describe('openai image engine against a local Images API server', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const engine = (model: string) =>
    openAiImageEngine({ apiKey: 'sk-test', baseURL: fake.baseURL, model, timeoutMs: 2_000 });

  it('asks dall-e-3 for 1024x1024 as b64 and scales the picture to the size asked', async () => {
    fake.answer({ image: 'b64' });
    const png = await engine('dall-e-3').generate({ prompt: 'A fox', size: '256x256' });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/images/generations',
      body: { model: 'dall-e-3', prompt: 'A fox', size: '1024x1024', response_format: 'b64_json', n: 1 },
    });
  });

  it('asks dall-e-2 for the size itself, and downloads a linked picture', async () => {
    fake.answer({ image: 'url' });
    const png = await engine('dall-e-2').generate({ prompt: 'A fox', size: '512x512' });
    expect(await sharp(png).metadata()).toMatchObject({ width: 512, height: 512 });
    expect(fake.requests[0]?.body).toMatchObject({ size: '512x512' });
  });

  it('maps a refusal to a safe engine error', async () => {
    fake.answer({ status: 400, error: 'Your request was rejected by our safety system' });
    const failure = engine('dall-e-3').generate({ prompt: 'x', size: '1024x1024' });
    await expect(failure).rejects.toBeInstanceOf(AiEngineError);
    await expect(failure).rejects.toMatchObject({ kind: 'rejected' });
  });
});
