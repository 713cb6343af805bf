import { apiPaths } from '@penwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '~test/factories';
import { renderRoute } from '~test/render';
import { jsonResponse } from '~test/responses';
import { buildSummary, callsOf, mockDocumentsApi } from '../testing/documents-api';
import { renderWithEditorRoute } from '../testing/render-documents';
import { DocumentsScreen } from './documents-screen';

const plan = buildSummary({ title: 'Marketing plan', words: 1234, updatedAt: '2030-01-02T09:00:00.000Z' });
const notes = buildSummary({ title: 'Launch notes', words: 1, updatedAt: '2030-01-01T09:00:00.000Z' });

function renderList() {
  storeSession();
  return renderRoute(DocumentsScreen, { path: '/documents' });
}

describe('DocumentsScreen', () => {
  it('lists the documents newest first with their words and last edit, each opening the editor', async () => {
    mockDocumentsApi({ documents: [plan, notes] });
    renderList();
    const list = await screen.findByRole('list', { name: 'Documents' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      expect.stringContaining('Marketing plan'),
      expect.stringContaining('Launch notes'),
    ]);
    expect(rows[0]).toHaveTextContent('1,234 words · Edited');
    expect(rows[1]).toHaveTextContent('1 word · Edited');
    expect(within(list).getByRole('link', { name: /Marketing plan/ })).toHaveAttribute(
      'href',
      `/documents/${plan.id}`,
    );
  });

  it('searches titles through ?q= once typing pauses', async () => {
    const { calls } = mockDocumentsApi({ documents: [plan, notes] });
    renderList();
    await screen.findByRole('list', { name: 'Documents' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search documents by title' }), 'plan');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Launch notes/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /Marketing plan/ })).toBeInTheDocument();
    const searches = callsOf(calls, 'GET', apiPaths.documents.list).map((call) => call.search);
    // One call for the list, one for the word typed: not one a keystroke.
    expect(searches).toEqual(['', '?q=plan']);
  });

  it('says when no title matches the search', async () => {
    mockDocumentsApi({ documents: [plan] });
    renderList();
    await screen.findByRole('list', { name: 'Documents' });
    await userEvent.type(screen.getByRole('searchbox'), 'zebra');
    expect(await screen.findByText('No document titles match “zebra”')).toBeInTheDocument();
  });

  it('deletes a document after the confirm, and only then', async () => {
    const { calls } = mockDocumentsApi({ documents: [plan, notes] });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Launch notes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this document?' }));
    expect(dialog.getByText(/Launch notes/)).toBeInTheDocument();
    expect(callsOf(calls, 'DELETE', '/api/documents')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Launch notes/ })).not.toBeInTheDocument());
    expect(callsOf(calls, 'DELETE', '/api/documents').map((call) => call.path)).toEqual([
      apiPaths.documents.one(notes.id),
    ]);
    expect(screen.getByRole('link', { name: /Marketing plan/ })).toBeInTheDocument();
  });

  it('keeps a document when the confirm is cancelled', async () => {
    const { calls } = mockDocumentsApi({ documents: [notes] });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Launch notes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(callsOf(calls, 'DELETE', '/api/documents')).toHaveLength(0);
    expect(screen.getByRole('link', { name: /Launch notes/ })).toBeInTheDocument();
  });

  it('shows the empty state with New document, which creates an untitled document and opens it', async () => {
    const { calls } = mockDocumentsApi({ documents: [], createdId: 'new-doc' });
    storeSession();
    renderWithEditorRoute(DocumentsScreen, { path: '/documents' });
    expect(
      await screen.findByText('No documents yet — save any output as a document, or start a new one'),
    ).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'New document' });
    await userEvent.click(buttons[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Editor of new-doc' })).toBeInTheDocument();
    expect(callsOf(calls, 'POST', apiPaths.documents.list)[0]?.body).toEqual({
      title: 'Untitled document',
      content: '',
    });
  });

  it('offers to try again when the list cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ error: 'Server error', code: 'internal_error' }, 500))),
    );
    renderList();
    expect(await screen.findByText('Your documents could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
