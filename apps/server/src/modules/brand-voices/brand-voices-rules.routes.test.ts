import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  BrandVoiceAnswer,
  brandVoiceLimits,
  brandVoiceMessages,
  brandVoicePrompt,
  BrandVoicesAnswer,
  CheckVoiceAnswer,
  type BrandVoiceInput,
} from '@penwise/contract';
import { brandVoices } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

describe.each(engines)('brand voice rules: default, limit, check, prompt (%s)', (engine) => {
  const testApp = useTestApp(engine);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, b: Buyer, payload?: object) =>
    testApp().app.inject({ method, url, headers: b.headers, ...(payload ? { payload } : {}) });
  const create = async (b: Buyer, voice: BrandVoiceInput) =>
    BrandVoiceAnswer.parse((await call('POST', apiPaths.brandVoices.list, b, voice)).json()).success;
  const defaults = async (b: Buyer) =>
    BrandVoicesAnswer.parse((await call('GET', apiPaths.brandVoices.list, b)).json())
      .success.voices.filter((v) => v.isDefault)
      .map((v) => v.name);

  it('keeps one default: marking a voice default unmarks the others', async () => {
    const b = await newBuyer(testApp());
    await create(b, { name: 'One', isDefault: true });
    const two = await create(b, { name: 'Two', isDefault: true });
    expect(await defaults(b)).toEqual(['Two']);
    const three = await create(b, { name: 'Three' });
    await call('PUT', apiPaths.brandVoices.one(three.id), b, { name: 'Three', isDefault: true });
    expect(await defaults(b)).toEqual(['Three']);
    // Unmarking leaves none: "none" is the picker's own default.
    await call('PUT', apiPaths.brandVoices.one(three.id), b, { name: 'Three', isDefault: false });
    expect(await defaults(b)).toEqual([]);
    await call('PUT', apiPaths.brandVoices.one(two.id), b, { name: 'Two', isDefault: true });
    expect(await defaults(b)).toEqual(['Two']);
  });

  it('leaves exactly one default when two requests mark different voices at once', async () => {
    const b = await newBuyer(testApp());
    const voices = await Promise.all(['A', 'B', 'C', 'D'].map((name) => create(b, { name })));
    const marks = await Promise.all(
      voices.map((v) => call('PUT', apiPaths.brandVoices.one(v.id), b, { name: v.name, isDefault: true })),
    );
    expect(marks.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await defaults(b)).toHaveLength(1);
    const made = await Promise.all(['E', 'F', 'G'].map((name) => create(b, { name, isDefault: true })));
    expect(made.every((v) => v.isDefault)).toBe(true);
    expect(await defaults(b)).toHaveLength(1);
  });

  it('refuses a voice over the limit, even when several arrive at once', async () => {
    const b = await newBuyer(testApp());
    const rows = Array.from({ length: brandVoiceLimits.perUser - 1 }, (_, i) => ({
      userId: b.id,
      name: `Voice ${String(i)}`,
      fields: {},
    }));
    await testApp().database.db.insert(brandVoices).values(rows);
    const tries = await Promise.all(
      ['X', 'Y', 'Z'].map((name) => call('POST', apiPaths.brandVoices.list, b, { name })),
    );
    expect(tries.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    expect(tries.find((res) => res.statusCode === 409)?.json()).toEqual({
      error: brandVoiceMessages.tooMany,
      code: 'limit_reached',
    });
    const listed = BrandVoicesAnswer.parse((await call('GET', apiPaths.brandVoices.list, b)).json());
    expect(listed.success.voices).toHaveLength(brandVoiceLimits.perUser);
    // Another user is not held back by this one's voices.
    const other = await newBuyer(testApp());
    expect((await call('POST', apiPaths.brandVoices.list, other, { name: 'Mine' })).statusCode).toBe(200);
  });

  it('checks a text against the voice, with offsets into the text', async () => {
    const b = await newBuyer(testApp());
    const voice = await create(b, {
      name: 'Checked',
      avoidWords: ['synergy'],
      useWords: ['teamwork'],
      maxSentenceWords: 8,
      person: 'first-plural',
    });
    const text = 'Synergy matters. I think my team writes long sentences, and they go on and on without end.';
    const res = await call('POST', apiPaths.brandVoices.check(voice.id), b, { text });
    expect(res.statusCode).toBe(200);
    const { issues } = CheckVoiceAnswer.parse(res.json()).success;
    // In text order; at one start, the shorter issue first.
    expect(issues.map((i) => [i.rule, i.excerpt, i.suggestion])).toEqual([
      ['avoid-word', 'Synergy', 'Teamwork'],
      ['person', 'I', 'We'],
      [
        'sentence-length',
        'I think my team writes long sentences, and they go on and on without end.',
        'I think my team writes long sentences. They go on and on without end.',
      ],
      ['person', 'my', 'our'],
    ]);
    for (const issue of issues) expect(text.slice(issue.start, issue.end)).toBe(issue.excerpt);
  });

  it('answers a check of one huge sentence full of avoided words in under 200 KB', async () => {
    const b = await newBuyer(testApp());
    const voice = await create(b, { name: 'Terse', avoidWords: ['very'], maxSentenceWords: 20 });
    // 50,000 characters, one sentence, 10,000 hits of a word with no plain word to offer instead.
    const text = `${'very '.repeat(9_999)}very.`;
    const res = await call('POST', apiPaths.brandVoices.check(voice.id), b, { text });
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(200_000);
    const { issues } = CheckVoiceAnswer.parse(res.json()).success;
    expect(issues).toHaveLength(200);
    for (const issue of issues) expect(text.slice(issue.start, issue.end)).toBe(issue.excerpt);
  });

  it('refuses an empty or over-long text to check', async () => {
    const b = await newBuyer(testApp());
    const voice = await create(b, { name: 'Any' });
    const empty = await call('POST', apiPaths.brandVoices.check(voice.id), b, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: brandVoiceMessages.checkTextRequired });
    const long = { text: 'x'.repeat(brandVoiceLimits.checkMax + 1) };
    expect((await call('POST', apiPaths.brandVoices.check(voice.id), b, long)).statusCode).toBe(400);
  });

  it("answers the voice's prompt to its owner and a 400 on brand_voice_id to anyone else", async () => {
    const owner = await newBuyer(testApp());
    const stranger = await newBuyer(testApp());
    const voice = await create(owner, { name: 'Prompted', style: 'Dry wit.', samples: ['We ship.'] });
    const service = testApp().services.brandVoices;
    expect(await service.promptFor(owner.id, voice.id)).toEqual({
      id: voice.id,
      name: 'Prompted',
      instructions: brandVoicePrompt(voice),
    });
    for (const [userId, id] of [
      [stranger.id, voice.id],
      [owner.id, 'not-a-uuid'],
      [owner.id, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const refused = await service.promptFor(userId, id).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({
        code: 'unknown_brand_voice',
        status: 400,
        message: brandVoiceMessages.unknownVoice,
        field: 'brand_voice_id',
      });
    }
  });
});
