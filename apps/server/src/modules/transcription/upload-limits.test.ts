import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadLimits } from '@penwise/contract';
import { fakeTranscriptionEngine } from '../../adapters/ai/fake-transcription-engine.ts';
import { payingBuyer, type Buyer } from '../../test/factories.ts';
import { sendUpload } from '../../test/socket-upload.ts';
import { useTestApp } from '../../test/test-app.ts';

// A garbage collection before each memory reading makes the first test slow on a busy machine.
describe('transcription upload limits over a real socket', { timeout: 90_000 }, () => {
  const testApp = useTestApp('pglite', {}, { transcriptionEngine: fakeTranscriptionEngine() });
  let baseUrl = '';
  let buyer: Buyer;
  beforeAll(async () => {
    baseUrl = await testApp().app.listen({ port: 0, host: '127.0.0.1' });
    buyer = await payingBuyer(testApp(), 1_000_000);
  });
  afterAll(() => testApp().app.close());

  it('refuses a file of 26214401 bytes with 413, and memory does not grow by the file size', async () => {
    const sent = await sendUpload(baseUrl, buyer.headers, uploadLimits.maxBytes + 1, { watchMemory: true });
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toMatchObject({
      error: 'File size exceeds 25MB',
      code: 'payload_too_large',
    });
    // The file is 25 MiB; heap and buffers stay within a few chunks of where they started.
    expect(sent.peakGrowth).toBeLessThan(12 * 1024 * 1024);
  });

  it('stops reading an oversize upload without a declared length once it passes 25MB', async () => {
    const sent = await sendUpload(baseUrl, buyer.headers, 80 * 1024 * 1024, { declareLength: false });
    expect(sent.status).toBe(413);
    // The answer came long before the 80 MiB were sent.
    expect(sent.written).toBeLessThan(40 * 1024 * 1024);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    const sent = await sendUpload(baseUrl, buyer.headers, 60 * 1024 * 1024);
    expect(sent.status).toBe(413);
    expect(sent.written).toBeLessThan(8 * 1024 * 1024);
  });

  it('accepts a file of exactly 25MB', async () => {
    const sent = await sendUpload(baseUrl, buyer.headers, uploadLimits.maxBytes);
    // The WAV header says 0.1 s: the rest is trailing bytes the parser skips.
    expect(sent.status).toBe(200);
  });
});
