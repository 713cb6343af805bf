import { apiPaths, exportContentTypes } from '@penwise/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { urlOf } from '~test/render';
import { buildDocument, mockDocumentsApi } from '../testing/documents-api';
import { findEditor, renderEditorPage } from '../testing/render-editor';

const document = buildDocument({ title: 'Launch notes' });

/** Catches the file the page saves: its name and its bytes (jsdom has no object URLs). */
function catchDownloads() {
  const saved: { name: string; blob: Blob | undefined }[] = [];
  let last: Blob | undefined;
  const create = (blob: Blob) => {
    last = blob;
    return 'blob:file';
  };
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', {
    value: () => undefined,
    configurable: true,
    writable: true,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: last });
  });
  return saved;
}

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

async function exportAs(label: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: label }));
}

describe('the document editor: export', () => {
  it.each([
    ['Word (.docx)', 'docx'],
    ['PDF', 'pdf'],
    ['Markdown', 'md'],
    ['HTML', 'html'],
  ] as const)(
    'asks the server for %s and saves it under the name the server gives',
    async (label, format) => {
      const saved = catchDownloads();
      const { calls, fetchMock } = mockDocumentsApi({
        document,
        exported: () =>
          new Response(`file of ${format}`, {
            headers: {
              'Content-Type': exportContentTypes[format],
              'Content-Disposition': `attachment; filename="Launch notes.${format}"; filename*=UTF-8''Launch%20notes%20%E2%9C%93.${format}`,
            },
          }),
      });
      renderEditorPage(document.id);
      await findEditor();
      await exportAs(label);
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]?.name).toBe(`Launch notes ✓.${format}`);
      expect(await saved[0]?.blob?.text()).toBe(`file of ${format}`);
      const call = calls.find((c) => c.path === apiPaths.documents.export(document.id));
      expect(call?.search).toBe(`?format=${format}`);
      const init = fetchMock.mock.calls.find(([input]) => urlOf(input).includes('/export'))?.[1];
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-123');
    },
  );

  it('saves the last change before exporting, so the file has it', async () => {
    catchDownloads();
    const { calls } = mockDocumentsApi({
      document,
      exported: () =>
        new Response('file', { headers: { 'Content-Disposition': 'attachment; filename="x.md"' } }),
    });
    renderEditorPage(document.id);
    const editor = await findEditor();
    act(() => {
      editor.chain().focus('end').insertContent(' and more').run();
    });
    await exportAs('Markdown');
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/export'))).toBe(true));
    const order = calls.filter((c) => c.method === 'PUT' || c.path.endsWith('/export')).map((c) => c.method);
    expect(order).toEqual(['PUT', 'GET']);
  });

  it('says why when the server cannot build the file', async () => {
    catchDownloads();
    mockDocumentsApi({
      document,
      exported: () =>
        new Response(JSON.stringify({ error: 'The file could not be built.', code: 'internal_error' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    renderEditorPage(document.id);
    await findEditor();
    await exportAs('PDF');
    expect(await screen.findByText('The file could not be built.')).toBeInTheDocument();
  });
});
