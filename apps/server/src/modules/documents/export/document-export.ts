import { exportContentTypes, type ExportFormat } from '@penwise/contract';
import { documentBlocks } from './document-blocks.ts';
import { attachmentDisposition } from './export-file-name.ts';
import { markdownExport } from './markdown-export.ts';

/** A file to answer: its bytes (or text), type and Content-Disposition. */
export interface ExportedFile {
  body: Buffer | string;
  contentType: string;
  disposition: string;
}

// The Word and PDF writers (docx, pdfkit and its font engine) and the HTML sanitizer load with the first such
// export, not with the server.
async function render(format: ExportFormat, title: string, html: string): Promise<Buffer | string> {
  switch (format) {
    case 'docx':
      return (await import('./docx-export.ts')).docxExport(title, documentBlocks(html));
    case 'pdf':
      return (await import('./pdf-export.ts')).pdfExport(title, documentBlocks(html));
    case 'md':
      return markdownExport(html);
    case 'html':
      return (await import('./html-export.ts')).htmlExport(title, html);
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
