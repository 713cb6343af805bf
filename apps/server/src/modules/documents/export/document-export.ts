import { exportContentTypes, type ExportFormat } from '@penwise/contract';
import { documentBlocks } from './document-blocks.ts';
import { docxExport } from './docx-export.ts';
import { attachmentDisposition } from './export-file-name.ts';
import { htmlExport } from './html-export.ts';
import { markdownExport } from './markdown-export.ts';
import { pdfExport } from './pdf-export.ts';

/** A file to answer: its bytes (or text), type and Content-Disposition. */
export interface ExportedFile {
  body: Buffer | string;
  contentType: string;
  disposition: string;
}

async function render(format: ExportFormat, title: string, html: string): Promise<Buffer | string> {
  switch (format) {
    case 'docx':
      return docxExport(title, documentBlocks(html));
    case 'pdf':
      return pdfExport(title, documentBlocks(html));
    case 'md':
      return markdownExport(html);
    case 'html':
      return htmlExport(title, html);
  }
}

/** The document (its sanitised HTML) as a file of the given format, named after its title. */
export async function exportFile(
  document: { title: string; content: string },
  format: ExportFormat,
): Promise<ExportedFile> {
  return {
    body: await render(format, document.title, document.content),
    contentType: exportContentTypes[format],
    disposition: attachmentDisposition(document.title, format),
  };
}
