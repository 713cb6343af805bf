import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileName } from './export-file-name.ts';

describe('safeFileName', () => {
  it('drops quotes, slashes, control and reserved characters, and never answers an empty name', () => {
    expect(safeFileName('My "best" post / draft\\2\u0000\n')).toBe('My best post draft 2');
    expect(safeFileName('../../etc/passwd')).toBe('etc passwd');
    expect(safeFileName('  ...  ')).toBe('document');
    expect(safeFileName('"/"')).toBe('document');
    expect(safeFileName('Zürich')).toBe('Zürich');
  });
});

describe('attachmentDisposition', () => {
  it('has an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('Zürich, Łódź', 'pdf')).toBe(
      'attachment; filename="Zurich_ Lodz.pdf"; filename*=UTF-8\'\'Z%C3%BCrich%2C%20%C5%81%C3%B3d%C5%BA.pdf',
    );
    expect(attachmentDisposition('Привет', 'docx')).toBe(
      'attachment; filename="document.docx"; filename*=UTF-8\'\'%D0%9F%D1%80%D0%B8%D0%B2%D0%B5%D1%82.docx',
    );
    expect(attachmentDisposition("Tom's 100% (draft)", 'md')).toBe(
      "attachment; filename=\"Tom's 100_ (draft).md\"; filename*=UTF-8''Tom%27s%20100%25%20%28draft%29.md",
    );
  });

  it('keeps one quoted ASCII name when full-width quotes, slashes or colons in the title fold into ASCII', () => {
    const header = attachmentDisposition('x\uFF02 filename=\uFF02evil.exe\uFF3C', 'pdf');
    expect(header.match(/filename="/g)).toHaveLength(1);
    const fallback = /^attachment; filename="([^"]*)"; filename\*=UTF-8''[^"\\;\s]+$/.exec(header)?.[1];
    expect(fallback).toBe('x filename= evil.exe.pdf');
    expect(attachmentDisposition('a\uFF1A\uFF0Fb\uFF1C\uFF1E\uFF0A\uFF1F\uFF5Cc', 'md')).toMatch(
      /^attachment; filename="a b c\.md"; /,
    );
  });
});
