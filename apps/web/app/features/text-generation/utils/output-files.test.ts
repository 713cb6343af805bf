import { describe, expect, it } from 'vitest';
import { docxBlob, outputFileName } from './output-files';

describe('outputFileName', () => {
  it('names the file after the tool and the local day', () => {
    expect(outputFileName('google-ads', new Date(2025, 2, 4, 23, 30), 'docx')).toBe(
      'google-ads-2025-03-04.docx',
    );
  });
});

describe('docxBlob', () => {
  it('builds a Word document holding one paragraph per line', async () => {
    const blob = await docxBlob('First line\n\nThird line');
    // A .docx is a zip archive: it starts with the PK signature.
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
    expect(blob.size).toBeGreaterThan(1000);
  });
});
