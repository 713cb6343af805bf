import { apiPaths, type CustomTemplate } from '@penwise/contract';
import { vi } from 'vitest';
import { urlOf } from '~test/render';
import { jsonResponse } from '~test/responses';

let nextId = 1;

/** A template as GET /api/templates lists it: one required long-text field by default. */
export function buildCustomTemplate(overrides: Partial<CustomTemplate> = {}): CustomTemplate {
  const id = `10000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  return {
    id,
    title: 'Newsletter intro',
    description: 'A warm opening paragraph for the weekly newsletter.',
    category: 'emails',
    prompt: 'Write a newsletter intro about {{topic}}.',
    fields: [{ name: 'topic', label: 'Topic', kind: 'long_text', required: true }],
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export interface TemplateCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = Response | (() => Response | Promise<Response>);

interface TemplatesApi {
  templates: CustomTemplate[];
  /** Answers GET /api/templates instead of the list (a failure, say). */
  list?: Answer;
  /** Answers any other path (the text page's calls); 404 without it. */
  other?: (path: string, init: RequestInit | undefined) => Response | Promise<Response>;
}

/**
 * A fake of the templates API: lists `templates` (kept up to date by create, update and delete) and
 * records every call in `calls`.
 */
export function mockTemplatesApi({ templates, list, other }: TemplatesApi) {
  let listed = [...templates];
  const calls: TemplateCall[] = [];
  const notFound = () => jsonResponse({ error: 'Not found', code: 'not_found' }, 404);
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(urlOf(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    if (path === apiPaths.templates.list && method === 'GET') {
      if (list) return typeof list === 'function' ? list() : list;
      return jsonResponse({ success: { templates: listed } });
    }
    if (path === apiPaths.templates.list && method === 'POST') {
      const created = buildCustomTemplate(body as Partial<CustomTemplate>);
      listed = [...listed, created];
      return jsonResponse({ success: created });
    }
    if (path.startsWith(`${apiPaths.templates.list}/`)) {
      const id = path.slice(apiPaths.templates.list.length + 1);
      if (!listed.some((template) => template.id === id)) return notFound();
      if (method === 'PUT') {
        const updated = { ...buildCustomTemplate(body as Partial<CustomTemplate>), id };
        listed = listed.map((template) => (template.id === id ? updated : template));
        return jsonResponse({ success: updated });
      }
      if (method === 'DELETE') {
        listed = listed.filter((template) => template.id !== id);
        return jsonResponse({ success: { id } });
      }
    }
    return other ? other(path, init) : notFound();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
