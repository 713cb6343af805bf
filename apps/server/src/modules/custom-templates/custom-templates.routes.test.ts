import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  CustomTemplateAnswer,
  customTemplateLimits,
  customTemplateMessages,
  CustomTemplatesAnswer,
  type CustomTemplateInput,
} from '@penwise/contract';
import { customTemplates } from '../../db/schema/index.ts';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

const blurb: CustomTemplateInput = {
  title: 'Product blurb',
  description: 'A short blurb for a product page.',
  category: 'ecommerce',
  prompt: 'Write a blurb for {{product}} aimed at {{ audience }}, {{length}} please.',
  fields: [
    { name: 'product', label: 'Product', kind: 'short_text', required: true },
    { name: 'audience', label: 'Audience', kind: 'long_text' },
    { name: 'length', label: 'Length', kind: 'choice', options: ['short', 'long'], required: true },
  ],
};

describe.each(engines)('/api/templates (%s)', (engine) => {
  const testApp = useTestApp(engine);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, b?: Buyer, payload?: object) =>
    testApp().app.inject({ method, url, headers: b?.headers ?? {}, ...(payload ? { payload } : {}) });
  const create = async (b: Buyer, template: CustomTemplateInput = blurb) => {
    const res = await call('POST', apiPaths.templates.list, b, template);
    expect(res.statusCode).toBe(200);
    return CustomTemplateAnswer.parse(res.json()).success;
  };
  const list = async (b: Buyer) =>
    CustomTemplatesAnswer.parse((await call('GET', apiPaths.templates.list, b)).json()).success.templates;

  it('creates a template and lists the user’s templates by title', async () => {
    const b = await newBuyer(testApp());
    const saved = await create(b);
    expect(saved).toMatchObject({
      ...blurb,
      fields: [blurb.fields[0], { ...blurb.fields[1], required: false }, blurb.fields[2]],
    });
    const other = await create(b, { ...blurb, title: 'an email', category: 'my-templates' });
    expect((await list(b)).map((t) => t.id)).toEqual([other.id, saved.id]);
    expect(await testApp().services.customTemplates.find(b.id, saved.id)).toEqual(saved);
  });

  it('replaces a template with PUT, dropping options from fields that are no longer choices', async () => {
    const b = await newBuyer(testApp());
    const saved = await create(b);
    const next: CustomTemplateInput = {
      ...blurb,
      title: 'Renamed',
      prompt: 'Write about {{product}} at {{length}} length.',
      fields: [
        { name: 'product', label: 'Product', kind: 'short_text', options: ['ignored'], required: true },
        { name: 'length', label: 'Length', kind: 'long_text' },
      ],
    };
    const res = await call('PUT', apiPaths.templates.one(saved.id), b, next);
    expect(res.statusCode).toBe(200);
    const updated = CustomTemplateAnswer.parse(res.json()).success;
    expect(updated).toMatchObject({ id: saved.id, title: 'Renamed' });
    expect(updated.fields).toEqual([
      { name: 'product', label: 'Product', kind: 'short_text', required: true },
      { name: 'length', label: 'Length', kind: 'long_text', required: false },
    ]);
    expect(await list(b)).toEqual([updated]);
  });

  it('deletes a template, then answers 404 for it', async () => {
    const b = await newBuyer(testApp());
    const saved = await create(b);
    const del = await call('DELETE', apiPaths.templates.one(saved.id), b);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: { id: saved.id } });
    expect(await list(b)).toEqual([]);
    expect((await call('DELETE', apiPaths.templates.one(saved.id), b)).statusCode).toBe(404);
    expect((await call('PUT', apiPaths.templates.one(saved.id), b, blurb)).statusCode).toBe(404);
  });

  it("answers 404 for another user's template and changes nothing", async () => {
    const owner = await newBuyer(testApp());
    const stranger = await newBuyer(testApp());
    const saved = await create(owner);
    const notFound = { error: customTemplateMessages.notFound, code: 'not_found' };
    const put = await call('PUT', apiPaths.templates.one(saved.id), stranger, {
      ...blurb,
      title: 'Mine now',
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual(notFound);
    const del = await call('DELETE', apiPaths.templates.one(saved.id), stranger);
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual(notFound);
    expect(await list(stranger)).toEqual([]);
    expect(await list(owner)).toEqual([saved]);
    const finder = testApp().services.customTemplates;
    expect(await finder.find(stranger.id, saved.id)).toBeUndefined();
    expect(await finder.find(owner.id, 'blog-intro')).toBeUndefined();
  });

  it('refuses a missing session with 401 and a malformed id with 400', async () => {
    expect((await call('GET', apiPaths.templates.list)).statusCode).toBe(401);
    expect((await call('POST', apiPaths.templates.list, undefined, blurb)).statusCode).toBe(401);
    const b = await newBuyer(testApp());
    const bad = await call('PUT', apiPaths.templates.one('nope'), b, blurb);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Not a template id.', code: 'validation_failed' });
  });

  it('refuses bad templates with a message for people, and stores nothing', async () => {
    const b = await newBuyer(testApp());
    const [product, audience, length] = blurb.fields;
    if (!product || !audience || !length) throw new Error('the fixture has three fields');
    const cases: [CustomTemplateInput, string][] = [
      [
        { ...blurb, prompt: 'About {{product}} for {{reader}}.' },
        customTemplateMessages.unknownPlaceholder('reader'),
      ],
      [
        { ...blurb, fields: [product, audience, length, { ...audience, label: 'Again' }] },
        customTemplateMessages.duplicateField('audience'),
      ],
      [
        { ...blurb, fields: [product, audience, { ...length, options: ['only'] }] },
        customTemplateMessages.optionsRequired('Length'),
      ],
      [
        { ...blurb, fields: [product, audience, { ...length, options: undefined }] },
        customTemplateMessages.optionsRequired('Length'),
      ],
      [{ ...blurb, title: '  ' }, customTemplateMessages.titleRequired],
      [{ ...blurb, prompt: 'No fields', fields: [] }, customTemplateMessages.fieldsRequired],
      [{ ...blurb, category: 'image-generation' }, customTemplateMessages.notTextCategory],
      [{ ...blurb, category: 'nowhere' as 'ads' }, customTemplateMessages.notTextCategory],
      [{ ...blurb, fields: [{ ...product, name: 'Product Name' }] }, customTemplateMessages.badFieldName],
      [
        {
          ...blurb,
          prompt: 'x',
          fields: Array.from({ length: 11 }, (_, i) => ({ ...audience, name: `f${String(i)}` })),
        },
        customTemplateMessages.tooManyFields,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', apiPaths.templates.list, b, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message, code: 'validation_failed' });
    }
    const saved = await create(b);
    const put = await call('PUT', apiPaths.templates.one(saved.id), b, { ...blurb, prompt: '{{missing}}' });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({ error: customTemplateMessages.unknownPlaceholder('missing') });
    expect(await list(b)).toEqual([saved]);
  });

  it('refuses a template over the limit, even when several arrive at once', async () => {
    const b = await newBuyer(testApp());
    const { prompt, fields, ...rest } = blurb;
    const rows = Array.from({ length: customTemplateLimits.perUser - 1 }, (_, i) => ({
      ...rest,
      title: `T${String(i)}`,
      prompt,
      fields,
      userId: b.id,
    }));
    await testApp().database.db.insert(customTemplates).values(rows);
    const tries = await Promise.all([1, 2, 3].map(() => call('POST', apiPaths.templates.list, b, blurb)));
    expect(tries.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    expect(tries.find((res) => res.statusCode === 409)?.json()).toEqual({
      error: customTemplateMessages.tooMany,
      code: 'limit_reached',
    });
    expect(await list(b)).toHaveLength(customTemplateLimits.perUser);
  });
});
