import { describe, expect, it } from 'vitest';
import { apiPaths, ErrorAnswer } from '@penwise/contract';
import { fakeTranscriptionEngine } from '../../adapters/ai/fake-transcription-engine.ts';
import { toneWav } from '../../test/audio-fixtures.ts';
import { payingBuyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const boundary = 'penwise-boundary';
const filePart = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  ),
  toneWav(0.5),
  Buffer.from('\r\n'),
]);
const closing = Buffer.from(`--${boundary}--\r\n`);

// Found by security-tests/multipart-properties.test.ts: each of these answered 500 before.
describe('POST /api/ai/transcribe with a malformed multipart body', () => {
  const t = useTestApp('pglite', {}, { transcriptionEngine: fakeTranscriptionEngine() });

  const cases: [string, string, Buffer, number][] = [
    ['no boundary in the content type', 'multipart/form-data', Buffer.concat([filePart, closing]), 400],
    [
      'a boundary longer than the parser takes',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      Buffer.concat([filePart, closing]),
      400,
    ],
    [
      'a json part declared application/json that is not JSON',
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="json"\r\nContent-Type: application/json\r\n\r\n{not json\r\n`,
        ),
        filePart,
        closing,
      ]),
      406,
    ],
    [
      'a body cut off inside the file',
      `multipart/form-data; boundary=${boundary}`,
      filePart.subarray(0, 400),
      400,
    ],
  ];

  it.each(cases)('answers %s with a 4xx error and charges nothing', async (_name, type, payload, status) => {
    const buyer = await payingBuyer(t(), 5000);
    const res = await t().app.inject({
      method: 'POST',
      url: apiPaths.ai.transcribe,
      headers: { ...buyer.headers, 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(ErrorAnswer.safeParse(res.json()).success).toBe(true);
    expect(await buyer.balance()).toBe(5000);
  });
});
