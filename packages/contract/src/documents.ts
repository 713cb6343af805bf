import { z } from 'zod';
import { successAnswer } from './answers.ts';

/** Bounds of a document: a title, and the editor's HTML (sanitised on the server). */
export const documentLimits = {
  titleMax: 200,
  /** Characters of HTML: about 60,000 words of formatted text. */
  contentMax: 500_000,
  /** Documents one user may keep. */
  perUser: 1000,
  searchMax: 200,
} as const;

export const documentMessages = {
  notFound: 'No such document.',
  titleRequired: 'Give the document a title.',
  titleTooLong: `The title can be at most ${String(documentLimits.titleMax)} characters.`,
  tooLong: 'This document is too long to save. Split it into two documents.',
  tooMany: `You have ${documentLimits.perUser.toLocaleString('en-US')} documents, the most one account can keep. Delete one to save another.`,
  nothingToUpdate: 'Send a new title or new content.',
  contentRequired: 'The document has no content to save.',
} as const;

export const DocumentTitle = z
  .string({ error: documentMessages.titleRequired })
  .trim()
  .min(1, documentMessages.titleRequired)
  .max(documentLimits.titleMax, documentMessages.titleTooLong);

/** The editor's HTML; the server keeps only allowed tags and attributes. */
export const DocumentContent = z
  .string({ error: documentMessages.contentRequired })
  .max(documentLimits.contentMax, documentMessages.tooLong);

/** POST /api/documents */
export const CreateDocumentBody = z.object({ title: DocumentTitle, content: DocumentContent });
export type CreateDocumentBody = z.infer<typeof CreateDocumentBody>;

/** PUT /api/documents/:id: either or both. */
export const UpdateDocumentBody = z
  .object({ title: DocumentTitle.optional(), content: DocumentContent.optional() })
  .refine((body) => body.title !== undefined || body.content !== undefined, {
    message: documentMessages.nothingToUpdate,
  });
export type UpdateDocumentBody = z.infer<typeof UpdateDocumentBody>;

export const DocumentParams = z.object({ id: z.uuid('Not a document id.') });
export type DocumentParams = z.infer<typeof DocumentParams>;

/** GET /api/documents?q=: newest edit first; `q` matches titles (case-insensitive). */
export const ListDocumentsQuery = z.object({
  q: z.string().trim().max(documentLimits.searchMax).optional(),
});
export type ListDocumentsQuery = z.infer<typeof ListDocumentsQuery>;

export const DocumentSummary = z.object({
  id: z.string(),
  title: z.string(),
  /** Words of the text (tags aside). */
  words: z.number().int().min(0),
  /** ISO 8601 time of the last change. */
  updatedAt: z.string(),
});
export type DocumentSummary = z.infer<typeof DocumentSummary>;

export const DocumentsAnswer = successAnswer(z.object({ documents: z.array(DocumentSummary) }));
export type DocumentsAnswer = z.infer<typeof DocumentsAnswer>;

export const Document = DocumentSummary.extend({ content: z.string(), createdAt: z.string() });
export type Document = z.infer<typeof Document>;

export const DocumentAnswer = successAnswer(Document);
export type DocumentAnswer = z.infer<typeof DocumentAnswer>;

export const DocumentCreatedAnswer = successAnswer(z.object({ id: z.string() }));
export type DocumentCreatedAnswer = z.infer<typeof DocumentCreatedAnswer>;

/** PUT answers the saved summary: the editor shows "Saved" with its time. */
export const DocumentSavedAnswer = successAnswer(DocumentSummary);
export type DocumentSavedAnswer = z.infer<typeof DocumentSavedAnswer>;

/** DELETE /api/documents/:id */
export const DocumentDeletedAnswer = successAnswer(z.object({ id: z.string() }));
export type DocumentDeletedAnswer = z.infer<typeof DocumentDeletedAnswer>;

export const ExportFormat = z.enum(['docx', 'pdf', 'md', 'html']);
export type ExportFormat = z.infer<typeof ExportFormat>;

/** GET /api/documents/:id/export?format= */
export const ExportDocumentQuery = z.object({
  format: ExportFormat.default('docx'),
});
export type ExportDocumentQuery = z.infer<typeof ExportDocumentQuery>;

export const exportContentTypes: Record<ExportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  md: 'text/markdown; charset=utf-8',
  html: 'text/html; charset=utf-8',
};

/** Tags a document may keep (the editor's: headings, lists, bold/italic, links, quotes). */
export const documentAllowedTags = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
] as const;
