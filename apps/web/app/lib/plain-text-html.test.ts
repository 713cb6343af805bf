import { describe, expect, it } from 'vitest';
import { escapeHtml, paragraphsOf, plainTextToHtml } from './plain-text-html';

describe('plainTextToHtml', () => {
  it('makes a paragraph of each block between blank lines, escaping markup', () => {
    expect(plainTextToHtml('One <b>&</b>\n\n\n  Two "quoted" it\'s  ')).toBe(
      '<p>One &lt;b&gt;&amp;&lt;/b&gt;</p><p>Two &quot;quoted&quot; it&#39;s</p>',
    );
  });

  it('keeps a single line break as <br> and reads Windows line ends', () => {
    expect(plainTextToHtml('Line one\r\nline two\r\n\r\nNext')).toBe(
      '<p>Line one<br>line two</p><p>Next</p>',
    );
  });

  it('answers nothing for blank text', () => {
    expect(plainTextToHtml(' \n\n \t')).toBe('');
    expect(paragraphsOf('')).toEqual([]);
  });

  it('escapes every character HTML reads as markup', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
