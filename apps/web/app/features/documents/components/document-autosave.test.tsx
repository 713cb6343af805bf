import { apiPaths } from '@penwise/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredResponse, jsonResponse } from '~test/responses';
import { storageKeys } from '~/lib/storage-keys';
import { buildDocument, callsOf, mockDocumentsApi } from '../testing/documents-api';
import { findEditor, renderEditorPage } from '../testing/render-editor';
import { saveTexts } from './save-status';

const document = buildDocument({ content: '<p>Hello brave new world</p>' });
const draftKey = `${storageKeys.documentDraftPrefix}${document.id}`;
const puts = (calls: ReturnType<typeof mockDocumentsApi>['calls']) =>
  callsOf(calls, 'PUT', apiPaths.documents.one(document.id));
const storedDraft = () =>
  JSON.parse(window.localStorage.getItem(draftKey) ?? 'null') as Record<string, unknown> | null;

async function typeAtEnd(text: string) {
  const editor = await findEditor();
  act(() => {
    editor.chain().focus('end').insertContent(text).run();
  });
  return editor;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the document editor: autosave', () => {
  it('sends the content after a pause in typing, and keeps it in the browser until the server confirms', async () => {
    const pending = deferredResponse();
    const { calls } = mockDocumentsApi({ document, save: () => pending.response });
    renderEditorPage(document.id);
    await typeAtEnd(' again');

    // Kept on this device at once, before anything is sent.
    expect(storedDraft()).toMatchObject({
      content: '<p>Hello brave new world again</p>',
      base: document.updatedAt,
    });
    expect(screen.getByText(saveTexts.saving)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(puts(calls)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(puts(calls).map((call) => call.body)).toEqual([{ content: '<p>Hello brave new world again</p>' }]);
    expect(storedDraft()).not.toBeNull();

    pending.settle(
      jsonResponse({
        success: { id: document.id, title: document.title, words: 5, updatedAt: '2030-01-01T10:05:00.000Z' },
      }),
    );
    expect(await screen.findByText(saveTexts.saved)).toBeInTheDocument();
    expect(storedDraft()).toBeNull();
  });

  it('keeps the change after a failed save, says so, and sends it again when the browser is back online', async () => {
    let fail = true;
    const { calls } = mockDocumentsApi({
      document,
      save: (body) =>
        fail
          ? jsonResponse({ error: 'Service unavailable', code: 'internal_error' }, 503)
          : jsonResponse({
              success: {
                id: document.id,
                title: 'Launch notes',
                words: 5,
                updatedAt: '2030-01-01T11:00:00.000Z',
              },
              body,
            }),
    });
    renderEditorPage(document.id);
    await typeAtEnd(' offline');
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(await screen.findByText(saveTexts.offline)).toBeInTheDocument();
    expect(storedDraft()).toMatchObject({ content: '<p>Hello brave new world offline</p>' });

    fail = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(saveTexts.saved)).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(2);
    expect(puts(calls)[1]?.body).toEqual({ content: '<p>Hello brave new world offline</p>' });
    expect(storedDraft()).toBeNull();
  });

  it('tries a failed save again on its own while the change is unsaved', async () => {
    let answers = 0;
    const { calls } = mockDocumentsApi({
      document,
      save: () => {
        answers += 1;
        return answers === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : jsonResponse({
              success: {
                id: document.id,
                title: 'Launch notes',
                words: 5,
                updatedAt: '2030-01-01T11:00:00.000Z',
              },
            });
      },
    });
    renderEditorPage(document.id);
    await typeAtEnd(' later');
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(await screen.findByText(saveTexts.offline)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(await screen.findByText(saveTexts.saved)).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(2);
    expect(storedDraft()).toBeNull();
  });

  it('restores a stored change the server does not have after a reload, and sends it again', async () => {
    window.localStorage.setItem(
      draftKey,
      JSON.stringify({
        title: 'Launch notes, v2',
        content: '<p>Words typed before the reload</p>',
        at: Date.parse(document.updatedAt) + 5000,
        base: document.updatedAt,
      }),
    );
    const { calls } = mockDocumentsApi({ document });
    renderEditorPage(document.id);
    const editor = await findEditor();
    expect(editor.getHTML()).toBe('<p>Words typed before the reload</p>');
    expect(screen.getByRole('textbox', { name: 'Document title' })).toHaveValue('Launch notes, v2');
    expect(screen.getByText(/had not reached the server were restored/)).toBeInTheDocument();
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({
      title: 'Launch notes, v2',
      content: '<p>Words typed before the reload</p>',
    });
    expect(await screen.findByText(saveTexts.saved)).toBeInTheDocument();
    expect(storedDraft()).toBeNull();
  });

  it('drops a stored change older than what the server has (saved since on another device)', async () => {
    window.localStorage.setItem(
      draftKey,
      JSON.stringify({
        content: '<p>Old words</p>',
        at: Date.parse(document.updatedAt) - 60_000,
        base: '2029-12-31T00:00:00.000Z',
      }),
    );
    const { calls } = mockDocumentsApi({ document });
    renderEditorPage(document.id);
    const editor = await findEditor();
    expect(editor.getHTML()).toBe(document.content);
    expect(storedDraft()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(puts(calls)).toHaveLength(0);
  });

  it('sends nothing when a document is only opened, even one the editor normalises (a final list)', async () => {
    const listed = buildDocument({ content: '<p>Steps</p><ol><li><p>One</p></li></ol>' });
    const { calls } = mockDocumentsApi({ document: listed });
    renderEditorPage(listed.id);
    await findEditor();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(callsOf(calls, 'PUT', '/api/documents')).toHaveLength(0);
    expect(screen.getByText(saveTexts.saved)).toBeInTheDocument();
  });

  it('saves a new title, and never sends an empty one', async () => {
    const { calls } = mockDocumentsApi({ document });
    renderEditorPage(document.id);
    const title = await screen.findByRole('textbox', { name: 'Document title' });
    fireEvent.change(title, { target: { value: '' } });
    expect(screen.getByText('Give the document a title.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(puts(calls)).toHaveLength(0);
    fireEvent.change(title, { target: { value: '  Launch plan ' } });
    await act(() => vi.advanceTimersByTimeAsync(900));
    await waitFor(() => expect(puts(calls).map((call) => call.body)).toEqual([{ title: 'Launch plan' }]));
  });

  it('sends what is pending with keepalive as the page goes away', async () => {
    const { calls } = mockDocumentsApi({ document });
    renderEditorPage(document.id);
    await typeAtEnd('!');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({
      keepalive: true,
      body: { content: '<p>Hello brave new world!</p>' },
    });
  });

  it('shows a document that does not exist (or is not the user’s) as not found, with the way back', async () => {
    mockDocumentsApi({});
    renderEditorPage('00000000-0000-4000-8000-00000000dead');
    expect(await screen.findByText('This document does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your documents' })).toHaveAttribute(
      'href',
      '/documents',
    );
  });
});
