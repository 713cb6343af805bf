import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  DocumentAnswer,
  DocumentCreatedAnswer,
  documentLimits,
  documentMessages,
  DocumentSavedAnswer,
  DocumentsAnswer,
} from '@penwise/contract';
import { documents } from '../../db/schema/index.ts';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const missingId = '00000000-0000-4000-8000-000000000000';

describe.each(engines)('/api/documents (%s)', (engine) => {
  const testApp = useTestApp(engine);

  const call = (buyer: Buyer | undefined, method: Method, url: string, payload?: object) =>
    testApp().app.inject({ method, url, headers: buyer?.headers ?? {}, ...(payload ? { payload } : {}) });

  async function create(buyer: Buyer, title: string, content = '<p>Hello world</p>') {
    const res = await call(buyer, 'POST', apiPaths.documents.list, { title, content });
    expect(res.statusCode, res.body).toBe(200);
    return DocumentCreatedAnswer.parse(res.json()).success.id;
  }
  const read = async (buyer: Buyer, id: string) =>
    DocumentAnswer.parse((await call(buyer, 'GET', apiPaths.documents.one(id))).json()).success;
  const list = async (buyer: Buyer, q?: string) => {
    const url =
      q === undefined ? apiPaths.documents.list : `${apiPaths.documents.list}?q=${encodeURIComponent(q)}`;
    return DocumentsAnswer.parse((await call(buyer, 'GET', url)).json()).success.documents;
  };

  it('creates a document with sanitised content and its word count, and reads it back', async () => {
    const buyer = await newBuyer(testApp());
    const id = await create(
      buyer,
      '  My first post  ',
      '<h1 onclick="x()">Title here</h1><script>alert(1)</script><p style="color:red">Some <strong>bold</strong> ' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p><iframe src="https://x"></iframe>',
    );
    const document = await read(buyer, id);
    expect(document).toMatchObject({ id, title: 'My first post', words: 6 });
    expect(document.content).toBe(
      '<h1>Title here</h1><p>Some <strong>bold</strong> bad ' +
        '<a href="https://example.com/" rel="noopener noreferrer nofollow">good</a></p>',
    );
    expect(Date.parse(document.createdAt)).not.toBeNaN();
    expect(Date.parse(document.updatedAt)).not.toBeNaN();
  });

  it('lists the user’s documents newest edit first, without their content', async () => {
    const buyer = await newBuyer(testApp());
    const first = await create(buyer, 'First');
    const second = await create(buyer, 'Second');
    const third = await create(buyer, 'Third');
    expect((await list(buyer)).map((d) => d.id)).toEqual([third, second, first]);
    await call(buyer, 'PUT', apiPaths.documents.one(first), { content: '<p>edited again now</p>' });
    const listed = await list(buyer);
    expect(listed.map((d) => d.id)).toEqual([first, third, second]);
    expect(listed[0]).toEqual({
      id: first,
      title: 'First',
      words: 3,
      updatedAt: expect.any(String) as string,
    });
  });

  it('searches titles case-insensitively, taking % and _ literally', async () => {
    const buyer = await newBuyer(testApp());
    await create(buyer, 'Budget 2026');
    await create(buyer, '100% done');
    await create(buyer, 'snake_case notes');
    await create(buyer, 'Other budget ideas');
    const titles = async (q: string) => (await list(buyer, q)).map((d) => d.title).sort();
    expect(await titles('BUDGET')).toEqual(['Budget 2026', 'Other budget ideas']);
    expect(await titles('%')).toEqual(['100% done']);
    expect(await titles('_')).toEqual(['snake_case notes']);
    expect(await titles('nothing like it')).toEqual([]);
    expect(await titles('')).toHaveLength(4);
    const tooLong = await call(
      buyer,
      'GET',
      `${apiPaths.documents.list}?q=${'x'.repeat(documentLimits.searchMax + 1)}`,
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('saves a new title or new content, answering the saved summary with a later time', async () => {
    const buyer = await newBuyer(testApp());
    const id = await create(buyer, 'Draft', '<p>one two</p>');
    const before = await read(buyer, id);

    const renamed = await call(buyer, 'PUT', apiPaths.documents.one(id), { title: 'Final' });
    expect(renamed.statusCode).toBe(200);
    const summary = DocumentSavedAnswer.parse(renamed.json()).success;
    expect(summary).toMatchObject({ id, title: 'Final', words: 2 });
    expect(Date.parse(summary.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect((await read(buyer, id)).content).toBe('<p>one two</p>');

    const edited = await call(buyer, 'PUT', apiPaths.documents.one(id), {
      content: '<p onmouseover="x()">three four five</p><script>x()</script>',
    });
    expect(DocumentSavedAnswer.parse(edited.json()).success).toMatchObject({ title: 'Final', words: 3 });
    expect((await read(buyer, id)).content).toBe('<p>three four five</p>');
  });

  it('deletes a document: it is gone, and a second delete is a 404', async () => {
    const buyer = await newBuyer(testApp());
    const id = await create(buyer, 'Short-lived');
    const deleted = await call(buyer, 'DELETE', apiPaths.documents.one(id));
    expect(deleted.json()).toEqual({ success: { id } });
    expect((await call(buyer, 'GET', apiPaths.documents.one(id))).statusCode).toBe(404);
    expect((await call(buyer, 'DELETE', apiPaths.documents.one(id))).statusCode).toBe(404);
  });

  it('answers another user’s document exactly like a missing one, and changes nothing', async () => {
    const owner = await newBuyer(testApp());
    const stranger = await newBuyer(testApp());
    const id = await create(owner, 'Private', '<p>secret words</p>');
    const notFound = { error: documentMessages.notFound, code: 'not_found' };
    const attempts = [
      await call(stranger, 'GET', apiPaths.documents.one(id)),
      await call(stranger, 'PUT', apiPaths.documents.one(id), { title: 'Mine now', content: '<p>gone</p>' }),
      await call(stranger, 'DELETE', apiPaths.documents.one(id)),
      await call(stranger, 'GET', `${apiPaths.documents.export(id)}?format=md`),
      await call(owner, 'GET', apiPaths.documents.one(missingId)),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    expect(await list(stranger)).toEqual([]);
    expect(await read(owner, id)).toMatchObject({ title: 'Private', content: '<p>secret words</p>' });
  });

  it('refuses bad input with 400 and a plain message', async () => {
    const buyer = await newBuyer(testApp());
    const id = await create(buyer, 'Valid');
    const expectRefused = async (res: Awaited<ReturnType<typeof call>>, message: string) => {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', error: message });
    };
    await expectRefused(
      await call(buyer, 'POST', apiPaths.documents.list, { content: '<p>x</p>' }),
      documentMessages.titleRequired,
    );
    await expectRefused(
      await call(buyer, 'POST', apiPaths.documents.list, { title: 'x' }),
      documentMessages.contentRequired,
    );
    await expectRefused(
      await call(buyer, 'POST', apiPaths.documents.list, { title: '   ', content: '' }),
      documentMessages.titleRequired,
    );
    await expectRefused(
      await call(buyer, 'POST', apiPaths.documents.list, {
        title: 'x'.repeat(documentLimits.titleMax + 1),
        content: '',
      }),
      documentMessages.titleTooLong,
    );
    await expectRefused(
      await call(buyer, 'PUT', apiPaths.documents.one(id), {
        content: 'x'.repeat(documentLimits.contentMax + 1),
      }),
      documentMessages.tooLong,
    );
    await expectRefused(
      await call(buyer, 'PUT', apiPaths.documents.one(id), {}),
      documentMessages.nothingToUpdate,
    );
    await expectRefused(await call(buyer, 'GET', apiPaths.documents.one('not-an-id')), 'Not a document id.');
    await expectRefused(
      await call(buyer, 'PUT', apiPaths.documents.one('1 or 1=1'), { title: 'x' }),
      'Not a document id.',
    );
    expect(await read(buyer, id)).toMatchObject({ title: 'Valid', content: '<p>Hello world</p>' });
  });

  it('refuses content that sanitising makes longer than the limit, and stores nothing', async () => {
    const buyer = await newBuyer(testApp());
    const id = await create(buyer, 'Kept', '<p>short</p>');
    // Within the limit as sent; each '&' is stored as '&amp;'.
    const grows = `<p>${'&'.repeat(documentLimits.contentMax - '<p></p>'.length)}</p>`;
    const attempts = [
      await call(buyer, 'POST', apiPaths.documents.list, { title: 'Grown', content: grows }),
      await call(buyer, 'PUT', apiPaths.documents.one(id), { content: grows }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', error: documentMessages.tooLong });
    }
    expect((await list(buyer)).map((d) => d.title)).toEqual(['Kept']);
    expect(await read(buyer, id)).toMatchObject({ content: '<p>short</p>' });
  });

  it('takes a document of the longest length in a non-Latin script', async () => {
    const buyer = await newBuyer(testApp());
    // About 1 MB of UTF-8: above Fastify's default body limit, within the one set for documents.
    const words = Math.floor((documentLimits.contentMax - '<p></p>'.length) / 'Жизнь '.length);
    const id = await create(buyer, 'Long', `<p>${'Жизнь '.repeat(words)}</p>`);
    expect(await read(buyer, id)).toMatchObject({ words });
  });

  it('answers 401 to every route without a session', async () => {
    const urls: [Method, string][] = [
      ['GET', apiPaths.documents.list],
      ['POST', apiPaths.documents.list],
      ['GET', apiPaths.documents.one(missingId)],
      ['PUT', apiPaths.documents.one(missingId)],
      ['DELETE', apiPaths.documents.one(missingId)],
      ['GET', apiPaths.documents.export(missingId)],
    ];
    for (const [method, url] of urls) {
      const payload = method === 'POST' || method === 'PUT' ? { title: 'x', content: '' } : undefined;
      expect((await call(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('keeps at most the per-user number of documents, even when saves race for the last place', async () => {
    const t = testApp();
    const buyer = await newBuyer(t);
    const filler = Array.from({ length: documentLimits.perUser - 1 }, (_, i) => ({
      userId: buyer.id,
      title: `Filler ${String(i)}`,
      content: '',
    }));
    await t.database.db.insert(documents).values(filler);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(buyer, 'POST', apiPaths.documents.list, { title: `Race ${String(i)}`, content: '' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({
      error: documentMessages.tooMany,
      code: 'limit_reached',
    });
    expect(await list(buyer)).toHaveLength(documentLimits.perUser);
  });
});
