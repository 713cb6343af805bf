import { describe, expect, it } from 'vitest';
import { documentWords } from './document-html.ts';
import { sanitizeDocumentHtml } from './document-sanitizer.ts';

describe('sanitizeDocumentHtml', () => {
  it('keeps what the editor makes', () => {
    const html =
      '<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code><br>x</p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>two</p></li></ol><blockquote><p>q</p></blockquote>' +
      '<pre><code>let a = 1 &lt; 2;</code></pre><hr>';
    expect(sanitizeDocumentHtml(html)).toBe(html.replace('<br>', '<br />').replace('<hr>', '<hr />'));
  });

  it('removes scripts, event handlers, styles, iframes and other tags, keeping their readable text', () => {
    const clean = sanitizeDocumentHtml(
      '<p style="color:red" onclick="steal()" class="x">Hello <span>you</span></p><script>alert(1)</script>' +
        '<style>p{}</style><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)">' +
        '<svg><script>alert(2)</script></svg><div onmouseover="x()">plain</div>',
    );
    expect(clean).toBe('<p>Hello you</p>plain');
  });

  it('keeps http(s) and mailto links with a safe rel, and drops every other address but not the text', () => {
    const clean = sanitizeDocumentHtml(
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" onclick="x()">good</a> ' +
        '<a href="mailto:me@example.com">mail</a> <a href="javascript:alert(1)">js</a> ' +
        '<a href="java&#x09;script:alert(1)">encoded</a> <a href="/relative">relative</a> ' +
        '<a href="data:text/html,x">data</a> <a>none</a></p>',
    );
    const rel = 'rel="noopener noreferrer nofollow"';
    expect(clean).toBe(
      `<p><a href="https://example.com/a?b=1&amp;c=2" ${rel}>good</a> ` +
        `<a href="mailto:me@example.com" ${rel}>mail</a> js encoded relative data none</p>`,
    );
  });

  it('keeps a numeric list start only', () => {
    expect(sanitizeDocumentHtml('<ol start="x"><li>a</li></ol><ol start="1"><li>b</li></ol>')).toBe(
      '<ol><li>a</li></ol><ol><li>b</li></ol>',
    );
  });
});

describe('documentWords', () => {
  it('counts words of the text, blocks apart, tags inside a word not splitting it', () => {
    expect(
      documentWords(
        '<h1>Two words</h1><p>Hel<strong>lo</strong> there<br>again</p><ul><li>x</li><li>y</li></ul>',
      ),
    ).toBe(7);
    expect(documentWords('<p>Zürich, Łódź, Привет</p>')).toBe(3);
    expect(documentWords('')).toBe(0);
    expect(documentWords('<p></p><p>  </p>')).toBe(0);
  });
});
