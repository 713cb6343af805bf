import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  CreateDocumentBody,
  DocumentAnswer,
  DocumentCreatedAnswer,
  DocumentDeletedAnswer,
  DocumentParams,
  DocumentsAnswer,
  DocumentSavedAnswer,
  ExportDocumentQuery,
  ListDocumentsQuery,
  UpdateDocumentBody,
} from '@penwise/contract';
import type { DocumentsService } from './documents.service.ts';

// contentMax characters of HTML, each up to 3 bytes of UTF-8, plus JSON's escapes: the schema then answers a
// long document with its own message instead of a bare 413.
const saveBodyLimit = Math.ceil(2.5 * 1024 * 1024);
// Building a PDF or DOCX costs CPU: a bound on how often one client asks keeps it shared.
const exportsPerMinute = 30;

/**
 * A bound on one user's writes (each save may carry megabytes to sanitise). Counted per user, after
 * authenticate (the limiter's hook runs after the route's own preHandler), so colleagues behind one office
 * address each keep their own budget.
 */
const writesPerMinute = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => req.user.id,
  },
});
// Autosave sends at most about one save a second while someone types.
const savesPerMinute = 120;
const createsPerMinute = 30;
const deletesPerMinute = 60;

/** /api/documents: a user's documents (list, create, read, save, delete) and their export as files. */
export async function documentsRoutes(app: FastifyInstance, { documents }: { documents: DocumentsService }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const one = apiPaths.documents.one(':id');

  typed.get(
    apiPaths.documents.list,
    {
      schema: { querystring: ListDocumentsQuery, response: { 200: DocumentsAnswer } },
      preHandler: app.authenticate,
    },
    async (req) => ({ success: { documents: await documents.list(req.user.id, req.query.q) } }),
  );

  typed.post(
    apiPaths.documents.list,
    {
      schema: { body: CreateDocumentBody, response: { 200: DocumentCreatedAnswer } },
      preHandler: app.authenticate,
      bodyLimit: saveBodyLimit,
      config: writesPerMinute(createsPerMinute),
    },
    async (req) => ({ success: await documents.create(req.user.id, req.body) }),
  );

  typed.get(
    one,
    { schema: { params: DocumentParams, response: { 200: DocumentAnswer } }, preHandler: app.authenticate },
    async (req) => ({ success: await documents.get(req.user.id, req.params.id) }),
  );

  typed.put(
    one,
    {
      schema: { params: DocumentParams, body: UpdateDocumentBody, response: { 200: DocumentSavedAnswer } },
      preHandler: app.authenticate,
      bodyLimit: saveBodyLimit,
      config: writesPerMinute(savesPerMinute),
    },
    async (req) => ({ success: await documents.update(req.user.id, req.params.id, req.body) }),
  );

  typed.delete(
    one,
    {
      schema: { params: DocumentParams, response: { 200: DocumentDeletedAnswer } },
      preHandler: app.authenticate,
      config: writesPerMinute(deletesPerMinute),
    },
    async (req) => {
      await documents.remove(req.user.id, req.params.id);
      return { success: { id: req.params.id } };
    },
  );

  typed.get(
    apiPaths.documents.export(':id'),
    {
      schema: { params: DocumentParams, querystring: ExportDocumentQuery },
      preHandler: app.authenticate,
      config: { rateLimit: { max: exportsPerMinute, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const file = await documents.export(req.user.id, req.params.id, req.query.format);
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', file.disposition)
          // A private document: never kept by a shared cache.
          .header('cache-control', 'private, no-store')
          .send(file.body)
      );
    },
  );
}
