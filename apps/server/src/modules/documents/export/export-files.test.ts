import { describe, expect, it } from 'vitest';
import { exportContentTypes } from '@penwise/contract';
import { documentBlocks } from './document-blocks.ts';
import { exportFile } from './document-export.ts';
import { docxExport } from './docx-export.ts';
import { readPdf, sampleDocumentHtml, unzipDocx } from './export.fixtures.ts';
import { htmlExport } from './html-export.ts';
import { markdownExport } from './markdown-export.ts';
import { pdfExport } from './pdf-export.ts';

const blocks = documentBlocks(sampleDocumentHtml);

describe('DOCX export', () => {
  it('keeps Heading styles, bold, italic, Word list numbering and a real hyperlink', async () => {
    const files = unzipDocx(await docxExport('Travel notes', blocks));
    const body = files['word/document.xml'] ?? '';
    expect(body).toContain('<w:pStyle w:val="Heading1"/>');
    expect(body).toContain('<w:pStyle w:val="Heading2"/>');
    expect(body).toContain('<w:b/>');
    expect(body).toContain('<w:i/>');
    expect(body).toContain('Zürich, Łódź, Привет');
    // Bullets and numbers are Word's own lists, the nested item one level down.
    expect(body.match(/<w:numPr>/g)).toHaveLength(5);
    expect(body).toContain('<w:ilvl w:val="1"/>');
    const numbering = files['word/numbering.xml'] ?? '';
    expect(numbering).toContain('<w:numFmt w:val="bullet"/>');
    expect(numbering).toContain('<w:numFmt w:val="decimal"/>');
    const link = /<w:hyperlink[^>]*r:id="([^"]+)"[^>]*>.*?the guide.*?<\/w:hyperlink>/.exec(body);
    expect(link).not.toBeNull();
    const relations = files['word/_rels/document.xml.rels'] ?? '';
    expect(relations).toMatch(
      new RegExp(`Id="${link?.[1] ?? ''}"[^>]*Target="https://example.com/guide"[^>]*TargetMode="External"`),
    );
    expect(files['docProps/core.xml']).toContain('Travel notes');
  });

  it('restarts numbering for each numbered list and honours a list’s start', async () => {
    const html = '<ol start="4"><li>four</li></ol><p>between</p><ol><li>one</li></ol>';
    const files = unzipDocx(await docxExport('Lists', documentBlocks(html)));
    const numIds = [...(files['word/document.xml'] ?? '').matchAll(/<w:numId w:val="(\d+)"\/>/g)].map(
      (m) => m[1],
    );
    expect(new Set(numIds).size).toBe(2);
    expect(files['word/numbering.xml']).toContain('<w:start w:val="4"/>');
  });
});

describe('PDF export', () => {
  it('writes the headings, list items, non-Latin words and the link, in embedded DejaVu fonts', async () => {
    const bytes = await pdfExport('Travel notes', blocks);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await readPdf(bytes);
    for (const words of ['Travel notes', 'Packing list', 'Passport', 'Copy of it', 'Charger', 'the guide'])
      expect(text).toContain(words);
    expect(text).toContain('Zürich, Łódź, Привет');
    expect(text).toMatch(/1\.\s*Book the train/);
    expect(text).toMatch(/2\.\s*Pack the bag/);
    expect(text).toMatch(/•\s*Passport/);
    const raw = bytes.toString('latin1');
    expect(raw).toContain('DejaVuSans-Bold');
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans/);
    // The link is a PDF link annotation, not just blue text.
    expect(raw).toMatch(/\/URI \(https:\/\/example\.com\/guide\)/);
  });

  it('lays a long document over several pages', async () => {
    const long = documentBlocks(`<p>${'A sentence that fills the page. '.repeat(900)}</p>`);
    const { text, pages } = await readPdf(await pdfExport('Long', long));
    expect(pages).toBeGreaterThan(1);
    // Nothing is lost at a line or page break.
    expect(text.replace(/\s+/g, ' ').match(/fills the page/g)?.length).toBe(900);
  });
});

describe('Markdown export', () => {
  it('writes ATX headings, dash bullets, numbers, emphasis and links', () => {
    const md = markdownExport(sampleDocumentHtml);
    expect(md).toContain('# Travel notes\n');
    expect(md).toContain('## Packing list\n');
    expect(md).toContain('- Passport\n  - Copy of it\n- Charger');
    expect(md).toContain('1. Book the train\n2. Pack the bag');
    expect(md).toContain('**bold words**');
    expect(md).toContain('_italic words_');
    expect(md).toContain('[the guide](https://example.com/guide)');
    expect(md).toContain('> Travel light.');
    expect(md).toContain('```\nticket = 42\n```');
  });
});

describe('HTML export', () => {
  it('is a standalone UTF-8 page with the title and the sanitised document', () => {
    const html = htmlExport(
      'Notes <&> "x"',
      `${sampleDocumentHtml}<script>alert(1)</script><p onclick="x()">ok</p>`,
    );
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Notes &lt;&amp;&gt; &quot;x&quot;</title>');
    expect(html).toContain('<style>');
    for (const tag of ['<h1>', '<h2>', '<ul>', '<ol>', '<li>', '<strong>', '<em>', '<blockquote>'])
      expect(html).toContain(tag);
    expect(html).toContain('href="https://example.com/guide"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onclick');
  });
});

describe('exportFile', () => {
  it('answers each format with its content type and a file name from the title', async () => {
    for (const format of ['docx', 'pdf', 'md', 'html'] as const) {
      const file = await exportFile({ title: 'Travel notes', content: sampleDocumentHtml }, format);
      expect(file.contentType).toBe(exportContentTypes[format]);
      expect(file.disposition).toBe(
        `attachment; filename="Travel notes.${format}"; filename*=UTF-8''Travel%20notes.${format}`,
      );
      expect(file.body.length).toBeGreaterThan(100);
    }
  });
});
