import { describe, expect, it } from 'vitest';
import { apiPaths, DocumentCreatedAnswer, exportContentTypes } from '@penwise/contract';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { readPdf, sampleDocumentHtml, unzipDocx } from './export/export.fixtures.ts';

describe.each(engines)('GET /api/documents/:id/export (%s)', (engine) => {
  const testApp = useTestApp(engine);

  async function create(buyer: Buyer, title: string, content = sampleDocumentHtml) {
    const res = await testApp().app.inject({
      method: 'POST',
      url: apiPaths.documents.list,
      headers: buyer.headers,
      payload: { title, content },
    });
    return DocumentCreatedAnswer.parse(res.json()).success.id;
  }
  const exportAs = (buyer: Buyer | undefined, id: string, format?: string) =>
    testApp().app.inject({
      method: 'GET',
      url:
        format === undefined
          ? apiPaths.documents.export(id)
          : `${apiPaths.documents.export(id)}?format=${format}`,
      headers: buyer?.headers ?? {},
    });

  it('answers each format as a file named after the title, with its content kept', async () => {
    const buyer = await newBuyer(testApp());
    const id = await create(buyer, 'Travel notes');
    for (const format of ['docx', 'pdf', 'md', 'html'] as const) {
      const res = await exportAs(buyer, id, format);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(exportContentTypes[format]);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Travel notes.${format}"; filename*=UTF-8''Travel%20notes.${format}`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
    }

    const docx = unzipDocx((await exportAs(buyer, id, 'docx')).rawPayload)['word/document.xml'];
    expect(docx).toContain('<w:pStyle w:val="Heading1"/>');
    expect(docx).toContain('<w:numPr>');
    const pdf = await readPdf((await exportAs(buyer, id, 'pdf')).rawPayload);
    expect(pdf.text).toContain('Packing list');
    expect(pdf.text).toContain('Zürich, Łódź, Привет');
    const md = (await exportAs(buyer, id, 'md')).body;
    expect(md).toContain('# Travel notes');
    expect(md).toContain('[the guide](https://example.com/guide)');
    const html = (await exportAs(buyer, id, 'html')).body;
    expect(html).toContain('<title>Travel notes</title>');
    expect(html).toContain('<h2>Packing list</h2>');
  });

  it('exports DOCX when no format is given', async () => {
    const buyer = await newBuyer(testApp());
    const res = await exportAs(buyer, await create(buyer, 'Default'));
    expect(res.headers['content-type']).toBe(exportContentTypes.docx);
  });

  it('names the file safely from any title', async () => {
    const buyer = await newBuyer(testApp());
    const id = await create(buyer, 'Łódź "plan" / Привет\\draft');
    const res = await exportAs(buyer, id, 'md');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Lodz plan _ draft.md"; filename*=UTF-8''${encodeURIComponent('Łódź plan Привет draft')}.md`,
    );
  });

  it('never exports a script the content tried to carry', async () => {
    const buyer = await newBuyer(testApp());
    const id = await create(
      buyer,
      'Sneaky',
      '<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(2)">',
    );
    const html = (await exportAs(buyer, id, 'html')).body;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
  });

  it('refuses an unknown format and a bad id with 400, another user’s document with 404, no session with 401', async () => {
    const owner = await newBuyer(testApp());
    const stranger = await newBuyer(testApp());
    const id = await create(owner, 'Mine');
    const badFormat = await exportAs(owner, id, 'exe');
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toMatchObject({ code: 'validation_failed', field: 'format' });
    expect((await exportAs(owner, 'nope', 'md')).statusCode).toBe(400);
    expect((await exportAs(stranger, id, 'pdf')).statusCode).toBe(404);
    expect((await exportAs(undefined, id, 'pdf')).statusCode).toBe(401);
  });
});

describe('export rate limit', () => {
  const testApp = useTestApp('pglite');

  it('answers 429 after 30 exports a minute from one address', async () => {
    const buyer = await newBuyer(testApp());
    const created = await testApp().app.inject({
      method: 'POST',
      url: apiPaths.documents.list,
      headers: buyer.headers,
      payload: { title: 'Often', content: '<p>x</p>' },
    });
    const url = `${apiPaths.documents.export(DocumentCreatedAnswer.parse(created.json()).success.id)}?format=md`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await testApp().app.inject({ method: 'GET', url, headers: buyer.headers })).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });
});
