import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name (any script) over the plain one', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Caf_ notes.pdf"; filename*=UTF-8''Caf%C3%A9%20notes.pdf`,
      ),
    ).toBe('Café notes.pdf');
  });

  it('reads a quoted or bare plain name', () => {
    expect(fileNameFromDisposition('attachment; filename="Launch \\"v2\\".docx"')).toBe('Launch "v2".docx');
    expect(fileNameFromDisposition('attachment; filename=notes.md')).toBe('notes.md');
  });

  it('strips folders, and answers undefined without a name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });

  it('falls back to the plain name when the UTF-8 one is malformed', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.md"; filename*=UTF-8''%E0%A4%A.md`)).toBe('a.md');
  });
});
