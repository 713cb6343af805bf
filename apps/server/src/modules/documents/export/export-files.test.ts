import { describe, expect, it } from 'vitest';
import { documentLimits, exportContentTypes } from '@penwise/contract';
import { sanitizeDocumentHtml } from '../document-sanitizer.ts';
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

  it('lays out a word of 100,000 characters, in text, inline code and a code block, keeping every character', async () => {
    const word = 'abcdefghij'.repeat(10_000);
    const html = `<p><strong>Long:</strong> ${word}</p><p>see <code>${word}</code></p><pre><code>x = ${word}</code></pre>`;
    const { text } = await readPdf(await pdfExport('Long word', documentBlocks(html)));
    expect(text.replace(/\s+/g, '')).toContain(`Long:${word}see${word}x=${word}`);
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

  it('writes a list item holding 400,000 blank lines of code without stalling', () => {
    const html = sanitizeDocumentHtml(`<ul><li><pre><code>x${'\n'.repeat(400_000)}y</code></pre></li></ul>`);
    expect(html.length).toBeLessThan(documentLimits.contentMax);
    expect(markdownExport(html)).toBe(`- \`\`\`\n  x${'\n'.repeat(400_000)}  y\n  \`\`\`\n`);
  });

  it('writes long runs of line breaks and no-break spaces without stalling', () => {
    const nbsp = '\u00A0'.repeat(100_000);
    const html = sanitizeDocumentHtml(`<p>a${'<br>'.repeat(60_000)}b</p><p><strong>c${nbsp}</strong>d</p>`);
    expect(html.length).toBeLessThan(documentLimits.contentMax);
    expect(markdownExport(html)).toBe(`a  \n${'  \n'.repeat(59_999)}b\n\n**c**${nbsp}d\n`);
  });

  it('keeps nesting, quotes, code and escapes what Markdown would read as syntax', () => {
    const md = markdownExport(
      '<p>a <strong> bold </strong>and <a href="https://e.com/(x)">a <code>c`d</code></a><br>- not a list</p>' +
        '<blockquote><p>quoted</p><ul><li><p>in a quote</p></li></ul></blockquote>' +
        '<ol start="3"><li><p>three</p><pre><code>x\n\ny\n</code></pre></li><li></li></ol>' +
        '<pre><code>```\nfence</code></pre><p>#1 *not* _emphasis_</p>',
    );
    expect(md).toBe(
      [
        'a **bold** and [a ``c`d``](https://e.com/\\(x\\))  ',
        '\\- not a list',
        '',
        '> quoted',
        '>',
        '> - in a quote',
        '',
        '3. three',
        '',
        '   ```',
        '   x',
        '',
        '   y',
        '   ```',
        '4.',
        '',
        '````',
        '```',
        'fence',
        '````',
        '',
        '#1 \\*not\\* \\_emphasis\\_',
        '',
      ].join('\n'),
    );
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
