import { describe, expect, it } from 'vitest';
import { apiPaths, HistoryAnswer, InvoicesAnswer, SpeechAnswer } from '@penwise/contract';
import { fakeSpeechEngine } from './adapters/ai/fake-speech-engine.ts';
import { startCheckout, verifySession } from './modules/billing/billing-test-kit.ts';
import { payingBuyer } from './test/factories.ts';
import { useTestApp } from './test/test-app.ts';
import { engines } from './test/test-database.ts';

// User B can read or change nothing of user A's, route by route; whatever B names in the body,
// the session token alone says who is asking.
describe.each(engines)('access control between users (%s)', (engine) => {
  const t = useTestApp(engine, {}, { speechEngine: fakeSpeechEngine() });
  const post = (headers: Record<string, string>, url: string, payload: object = {}) =>
    t().app.inject({ method: 'POST', url, headers, payload });
  const tokenOf = (headers: Record<string, string>) => (headers.authorization ?? '').replace('Bearer ', '');

  async function twoUsers() {
    const a = await payingBuyer(t(), 5000);
    const b = await payingBuyer(t(), 300);
    const voiceover = SpeechAnswer.parse(
      (await post(a.headers, apiPaths.ai.tts, { prompt: 'A secret', voice: 'echo' })).json(),
    ).success;
    const sessionId = await startCheckout(t().app, a, 'Bronze Pack');
    await t().app.inject({ method: 'POST', url: `${apiPaths.testCheckout.actions}/${sessionId}/pay` });
    await verifySession(t().app, sessionId);
    return { a, b, voiceover };
  }

  it('keeps history, invoices and credits to their owner, even when B names A in the body', async () => {
    const { a, b } = await twoUsers();
    const asB = (url: string) =>
      post(b.headers, url, { user: { success: { email: a.email, idToken: tokenOf(b.headers) } } });
    expect(HistoryAnswer.parse((await asB(apiPaths.plans.showHistory)).json()).success).toEqual([]);
    expect(InvoicesAnswer.parse((await asB(apiPaths.affiliateLogs)).json()).success.logs).toEqual([]);
    expect((await asB(apiPaths.plans.showCredits)).json()).toMatchObject({ success: { x: 300, y: 0 } });
    expect(
      InvoicesAnswer.parse((await post(a.headers, apiPaths.affiliateLogs)).json()).success.logs,
    ).toHaveLength(1);
    // A's e-mail without A's token is nobody.
    const forged = await t().app.inject({
      method: 'POST',
      url: apiPaths.plans.showCredits,
      payload: { user: { success: { email: a.email, idToken: 'not-a-session' } } },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('lets B neither delete A’s history item nor its audio, nor page through A’s history', async () => {
    const { a, b, voiceover } = await twoUsers();
    expect((await post(b.headers, apiPaths.plans.deleteHistory, { id: voiceover.id })).statusCode).toBe(404);
    expect((await post(b.headers, apiPaths.plans.showHistory, { before: voiceover.id })).json()).toEqual({
      success: [],
    });
    const own = HistoryAnswer.parse((await post(a.headers, apiPaths.plans.showHistory)).json()).success;
    expect(own.map((item) => item.id)).toContain(voiceover.id);
    // Media links are capabilities (192 random bits): the owner's link keeps working.
    expect((await t().app.inject({ method: 'GET', url: voiceover.mp3_url })).statusCode).toBe(200);
  });

  it('ends only the caller’s own session on logout, and cannot cancel another user’s plan', async () => {
    const { a, b } = await twoUsers();
    expect((await post(b.headers, apiPaths.auth.logout)).statusCode).toBe(200);
    expect((await post(b.headers, apiPaths.plans.showCredits)).statusCode).toBe(401);
    expect((await post(a.headers, apiPaths.plans.showCredits)).statusCode).toBe(200);
    const cancel = await post(a.headers, apiPaths.plans.cancelPlan);
    // A has a pack, not a plan: the answer is about A, whoever else exists.
    expect(cancel.statusCode).toBe(400);
  });
});
