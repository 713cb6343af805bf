import { downloadBlob, downloadFile } from '~/lib/download-file';

export type OutputFormat = 'txt' | 'docx';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `facebook-ads-2025-03-14.txt`: the tool and the local day, so downloads sort and stay apart. */
export function outputFileName(toolSlug: string, date: Date, format: OutputFormat): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${toolSlug}-${day}.${format}`;
}

/** A Word document with one paragraph per line of `text` (blank lines stay as empty paragraphs). */
export async function docxBlob(text: string): Promise<Blob> {
  // Loaded on demand: the docx library is large and only this button needs it.
  const { Document, Packer, Paragraph } = await import('docx');
  const paragraphs = text.split(/\r?\n/).map((line) => new Paragraph({ text: line }));
  return Packer.toBlob(new Document({ sections: [{ children: paragraphs }] }));
}

/** Saves `text` as a .txt or .docx file named after the tool and today's date. */
export async function downloadOutput(text: string, toolSlug: string, format: OutputFormat): Promise<void> {
  const name = outputFileName(toolSlug, new Date(), format);
  if (format === 'txt') downloadFile(name, text, 'text/plain;charset=utf-8');
  else downloadBlob(name, await docxBlob(text));
}
