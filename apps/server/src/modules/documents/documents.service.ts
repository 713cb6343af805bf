import {
  documentLimits,
  documentMessages,
  type CreateDocumentBody,
  type Document,
  type DocumentSummary,
  type ExportFormat,
  type UpdateDocumentBody,
} from '@penwise/contract';
import { AppError } from '../../errors.ts';
import { documentWords } from './document-html.ts';
import type { DocumentChanges, DocumentsRepository, DocumentSummaryRow } from './documents.repository.ts';
import { exportFile, type ExportedFile } from './export/document-export.ts';

const notFound = () => new AppError('not_found', 404, documentMessages.notFound);

function toSummary(row: DocumentSummaryRow): DocumentSummary {
  return { id: row.id, title: row.title, words: row.words, updatedAt: row.updatedAt.toISOString() };
}

/** The stored form of the editor's HTML: sanitised, with its word count. */
async function contentOf(html: string): Promise<{ content: string; words: number }> {
  const { sanitizeDocumentHtml } = await import('./document-sanitizer.ts');
  const content = sanitizeDocumentHtml(html);
  // Sanitising can lengthen what was sent ('&' becomes '&amp;', links gain a rel): the limit holds for what is
  // stored, so every stored document can be saved back as it is.
  if (content.length > documentLimits.contentMax)
    throw new AppError('validation_failed', 400, documentMessages.tooLong, 'content');
  return { content, words: documentWords(content) };
}

/** A user's documents: sanitised on every save, reached only by their owner (anyone else gets 404), exported as files. */
export function createDocumentsService(documents: DocumentsRepository) {
  async function owned(userId: string, id: string) {
    const row = await documents.findOwned(userId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(userId: string, search?: string): Promise<DocumentSummary[]> {
      const rows = await documents.listForUser(userId, {
        ...(search ? { search } : {}),
        limit: documentLimits.perUser,
      });
      return rows.map(toSummary);
    },

    async create(userId: string, body: CreateDocumentBody): Promise<{ id: string }> {
      const id = await documents.insertIfUnder(
        userId,
        { title: body.title, ...(await contentOf(body.content)) },
        documentLimits.perUser,
      );
      if (!id) throw new AppError('limit_reached', 409, documentMessages.tooMany);
      return { id };
    },

    async get(userId: string, id: string): Promise<Document> {
      const row = await owned(userId, id);
      return {
        ...toSummary(row),
        content: row.content,
        createdAt: row.createdAt.toISOString(),
      };
    },

    async update(userId: string, id: string, body: UpdateDocumentBody): Promise<DocumentSummary> {
      const changes: DocumentChanges = {};
      if (body.title !== undefined) changes.title = body.title;
      if (body.content !== undefined) Object.assign(changes, await contentOf(body.content));
      const row = await documents.updateOwned(userId, id, changes);
      if (!row) throw notFound();
      return toSummary(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await documents.deleteOwned(userId, id))) throw notFound();
    },

    async export(userId: string, id: string, format: ExportFormat): Promise<ExportedFile> {
      return exportFile(await owned(userId, id), format);
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
