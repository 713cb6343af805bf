import { apiPaths, type Document, type DocumentSummary } from '@penwise/contract';
import { vi } from 'vitest';
import { buildGeneration } from '~test/history-factories';
import { urlOf } from '~test/render';
import { jsonResponse } from '~test/responses';

let nextId = 1;

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A document as GET /api/documents/:id answers it. */
export function buildDocument(overrides: Partial<Document> = {}): Document {
  return {
    id: idOf(nextId++),
    title: 'Launch notes',
    words: 4,
    content: '<p>Hello brave new world</p>',
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A row of GET /api/documents. */
export function buildSummary(overrides: Partial<DocumentSummary> = {}): DocumentSummary {
  const { id, title, words, updatedAt } = buildDocument(overrides);
  return { id, title, words, updatedAt };
}

type Answer =
  Response | ((body: unknown, signal: AbortSignal | null | undefined) => Response | Promise<Response>);

interface DocumentsApiOptions {
  documents?: DocumentSummary[];
  /** The document GET /api/documents/:id answers (any other id: 404). */
  document?: Document;
  /** Answers PUT /api/documents/:id; by default a success with a new updatedAt. */
  save?: Answer;
  /** Answers POST /api/ai/edit. */
  edit?: Answer;
  /** Answers GET /api/documents/:id/export. */
  exported?: Answer;
  /** The id POST /api/documents answers. */
  createdId?: string;
}

export interface ApiCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
  keepalive: boolean;
}

const notFound = () => jsonResponse({ error: 'No such document.', code: 'not_found' }, 404);

/**
 * A fake of the documents API (and the AI edit call): the list searched by `q`, one document, saves,
 * creates, deletes and exports; every call is recorded in `calls`.
 */
export function mockDocumentsApi(options: DocumentsApiOptions = {}) {
  let listed = [...(options.documents ?? [])];
  const calls: ApiCall[] = [];
  let saves = 0;
  const answer = async (given: Answer | undefined, body: unknown, signal: AbortSignal | null | undefined) =>
    typeof given === 'function' ? given(body, signal) : (given ?? notFound());

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const { pathname: path, search } = url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, search, body, keepalive: init?.keepalive === true });
    const document = options.document;

    if (path === apiPaths.documents.list && method === 'GET') {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      return jsonResponse({
        success: { documents: listed.filter((d) => d.title.toLowerCase().includes(q)) },
      });
    }
    if (path === apiPaths.documents.list && method === 'POST') {
      return jsonResponse({ success: { id: options.createdId ?? idOf(999) } });
    }
    if (path === apiPaths.ai.edit) return answer(options.edit, body, init?.signal);
    if (/^\/api\/ai\/generations\/[^/]+\/stop$/.test(path)) {
      return jsonResponse({ success: buildGeneration() });
    }
    const exported = /^\/api\/documents\/([^/]+)\/export$/.exec(path);
    if (exported) return answer(options.exported, body, init?.signal);
    const one = /^\/api\/documents\/([^/]+)$/.exec(path);
    if (one && method === 'DELETE') {
      listed = listed.filter((d) => d.id !== one[1]);
      return jsonResponse({ success: { id: one[1] } });
    }
    if (one && document && one[1] === document.id) {
      if (method === 'GET') return jsonResponse({ success: document });
      if (method === 'PUT') {
        saves += 1;
        if (options.save) return answer(options.save, body, init?.signal);
        const updatedAt = new Date(Date.parse(document.updatedAt) + saves * 1000).toISOString();
        return jsonResponse({ success: { id: document.id, title: document.title, words: 1, updatedAt } });
      }
    }
    return notFound();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/** The calls of one method to paths starting with `prefix`. */
export function callsOf(calls: ApiCall[], method: string, prefix: string): ApiCall[] {
  return calls.filter((call) => call.method === method && call.path.startsWith(prefix));
}
