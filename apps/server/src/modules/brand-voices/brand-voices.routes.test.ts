import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  BrandVoiceAnswer,
  brandVoiceLimits,
  brandVoiceMessages,
  BrandVoicesAnswer,
  type BrandVoiceInput,
} from '@penwise/contract';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

const plainVoice: BrandVoiceInput = {
  name: 'Plain',
  audience: 'Busy founders.',
  style: 'Short and friendly.',
  dos: ['Lead with the benefit.'],
  donts: ['No jargon.'],
  useWords: ['simple'],
  avoidWords: ['synergy', 'very'],
  samples: ['We keep it simple.'],
  maxSentenceWords: 12,
  person: 'first-plural',
  formality: 'casual',
};

describe.each(engines)('/api/brand-voices (%s)', (engine) => {
  const testApp = useTestApp(engine);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, b?: Buyer, payload?: object) =>
    testApp().app.inject({ method, url, headers: b?.headers ?? {}, ...(payload ? { payload } : {}) });
  const create = async (b: Buyer, voice: BrandVoiceInput = plainVoice) => {
    const res = await call('POST', apiPaths.brandVoices.list, b, voice);
    expect(res.statusCode).toBe(200);
    return BrandVoiceAnswer.parse(res.json()).success;
  };
  const list = async (b: Buyer) =>
    BrandVoicesAnswer.parse((await call('GET', apiPaths.brandVoices.list, b)).json()).success.voices;

  it('creates a voice with every field and lists it', async () => {
    const b = await newBuyer(testApp());
    const voice = await create(b);
    expect(voice).toMatchObject({ ...plainVoice, isDefault: false });
    expect(voice.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await list(b)).toEqual([voice]);
  });

  it('fills what a new voice leaves out with empty rules', async () => {
    const b = await newBuyer(testApp());
    const voice = await create(b, { name: '  Bare  ' });
    expect(voice).toMatchObject({
      name: 'Bare',
      audience: '',
      dos: [],
      avoidWords: [],
      samples: [],
      maxSentenceWords: null,
      person: null,
      isDefault: false,
    });
  });

  it('lists the default voice first, then the others by name', async () => {
    const b = await newBuyer(testApp());
    await create(b, { name: 'bravo' });
    await create(b, { name: 'Zulu', isDefault: true });
    await create(b, { name: 'Alpha' });
    expect((await list(b)).map((v) => v.name)).toEqual(['Zulu', 'Alpha', 'bravo']);
  });

  it('replaces a voice with PUT and deletes it with DELETE', async () => {
    const b = await newBuyer(testApp());
    const voice = await create(b);
    const put = await call('PUT', apiPaths.brandVoices.one(voice.id), b, { name: 'Renamed', style: 'Calm.' });
    expect(put.statusCode).toBe(200);
    const saved = BrandVoiceAnswer.parse(put.json()).success;
    expect(saved).toMatchObject({
      id: voice.id,
      name: 'Renamed',
      style: 'Calm.',
      avoidWords: [],
      person: null,
    });
    expect(await list(b)).toEqual([saved]);

    const del = await call('DELETE', apiPaths.brandVoices.one(voice.id), b);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: { id: voice.id } });
    expect(await list(b)).toEqual([]);
    expect((await call('DELETE', apiPaths.brandVoices.one(voice.id), b)).statusCode).toBe(404);
  });

  it("answers 404 for another user's voice on every route and changes nothing", async () => {
    const owner = await newBuyer(testApp());
    const stranger = await newBuyer(testApp());
    const voice = await create(owner, { ...plainVoice, isDefault: true });
    await create(stranger, { name: 'Theirs', isDefault: true });
    const notFound = { error: brandVoiceMessages.notFound, code: 'not_found' };
    const put = await call('PUT', apiPaths.brandVoices.one(voice.id), stranger, {
      name: 'Taken',
      isDefault: true,
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual(notFound);
    const del = await call('DELETE', apiPaths.brandVoices.one(voice.id), stranger);
    expect(del.json()).toEqual(notFound);
    const check = await call('POST', apiPaths.brandVoices.check(voice.id), stranger, { text: 'Synergy.' });
    expect(check.statusCode).toBe(404);
    expect(check.json()).toEqual(notFound);
    expect(await list(owner)).toEqual([voice]);
    // The stranger's own default stayed theirs: a refused PUT unmarks nothing.
    expect((await list(stranger)).map((v) => [v.name, v.isDefault])).toEqual([['Theirs', true]]);
  });

  it('refuses a missing session with 401 and a malformed id with 400', async () => {
    expect((await call('GET', apiPaths.brandVoices.list)).statusCode).toBe(401);
    expect((await call('POST', apiPaths.brandVoices.list, undefined, { name: 'X' })).statusCode).toBe(401);
    const b = await newBuyer(testApp());
    const bad = await call('DELETE', apiPaths.brandVoices.one('not-an-id'), b);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Not a brand voice id.', code: 'validation_failed' });
  });

  it('refuses bad bodies with a message for people, and stores nothing', async () => {
    const b = await newBuyer(testApp());
    const cases: [object, string][] = [
      [{ name: '   ' }, brandVoiceMessages.nameRequired],
      [
        { name: 'Many', samples: Array.from({ length: 6 }, () => 'A sample.') },
        brandVoiceMessages.tooManySamples,
      ],
      [
        { name: 'Long', samples: ['x'.repeat(brandVoiceLimits.sampleMax + 1)] },
        brandVoiceMessages.sampleTooLong,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', apiPaths.brandVoices.list, b, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message, code: 'validation_failed' });
    }
    const voice = await create(b, { name: 'Kept' });
    const put = await call('PUT', apiPaths.brandVoices.one(voice.id), b, { name: '' });
    expect(put.json()).toMatchObject({ error: brandVoiceMessages.nameRequired });
    const badPerson = await call('POST', apiPaths.brandVoices.list, b, { name: 'P', person: 'fourth' });
    expect(badPerson.statusCode).toBe(400);
    expect(await list(b)).toEqual([voice]);
  });
});
