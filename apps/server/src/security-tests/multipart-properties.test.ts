import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@penwise/contract';
import { fakeTranscriptionEngine } from '../adapters/ai/fake-transcription-engine.ts';
import { payingBuyer } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';
import { engines } from '../test/test-database.ts';
import { moneyOf, problemsOf } from './answer-checks.ts';
import { encodeMultipart, multipartRequests } from './multipart-arbitraries.ts';

const numRuns = Number(process.env.FUZZ_RUNS ?? 60);

describe.each(engines)('POST /api/ai/transcribe under hostile multipart bodies (%s)', (engine) => {
  // A working engine, so requests get past the "transcription unavailable" 503 to the upload itself.
  const t = useTestApp(engine, {}, { transcriptionEngine: fakeTranscriptionEngine() });
  let ip = 0;

  it('never answers 5xx, leaks a stack, breaks the error shape or changes a balance', async () => {
    const buyer = await payingBuyer(t(), 5000);
    const token = (buyer.headers.authorization ?? '').replace('Bearer ', '');
    await fc.assert(
      fc.asyncProperty(multipartRequests, async (request) => {
        const before = await moneyOf(t().database.db, buyer.id);
        const { payload, contentType } = encodeMultipart(request, token);
        const authorization =
          request.auth === 'valid'
            ? `Bearer ${token}`
            : request.auth === 'none'
              ? undefined
              : request.auth.garbage;
        ip += 1;
        const res = await t().app.inject({
          method: 'POST',
          url: apiPaths.ai.transcribe,
          headers: { 'content-type': contentType, ...(authorization ? { authorization } : {}) },
          payload,
          // Transcriptions are rate limited per address.
          remoteAddress: `10.1.${ip >> 8}.${ip & 255}`,
        });
        const summary = `${String(res.statusCode)} ${res.body.slice(0, 300)}`;
        expect(problemsOf(res), summary).toEqual([]);
        expect(await moneyOf(t().database.db, buyer.id), summary).toEqual(before);
      }),
      { numRuns },
    );
  }, 120_000);
});
