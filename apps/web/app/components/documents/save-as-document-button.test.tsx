import { apiPaths } from '@penwise/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storeSession } from '~test/factories';
import { AppProviders, createTestQueryClient, fetchCall, mockApi, type MockAnswer } from '~test/render';
import { SaveAsDocumentButton } from './save-as-document-button';

const created: MockAnswer = { body: { success: { id: 'doc-7' } } };

function Opened() {
  return <h1>Editor of {useParams().id}</h1>;
}

/** The button on a tool page, beside the editor page it opens. */
function renderButton(text: string, title = 'Blog post') {
  storeSession();
  const client = createTestQueryClient();
  const Providers = () => (
    <AppProviders client={client}>
      <Outlet />
    </AppProviders>
  );
  const Stub = createRoutesStub([
    {
      Component: Providers,
      children: [
        { path: '/templates-c', Component: () => <SaveAsDocumentButton title={title} text={text} /> },
        { path: '/documents/:id', Component: Opened },
      ],
    },
  ]);
  render(<Stub initialEntries={['/templates-c']} />);
}

describe('SaveAsDocumentButton', () => {
  it('saves the text as escaped paragraphs and opens the new document in the editor', async () => {
    const fetchMock = mockApi({ [apiPaths.documents.list]: created });
    renderButton('Tips & <tricks>\nline two\n\n  "Second" paragraph  \n\n\n');
    await userEvent.click(screen.getByRole('button', { name: 'Save as document' }));
    expect(await screen.findByRole('heading', { name: 'Editor of doc-7' })).toBeInTheDocument();
    expect(fetchCall(fetchMock).url).toBe(apiPaths.documents.list);
    expect(fetchCall(fetchMock).body).toEqual({
      title: 'Blog post',
      content: '<p>Tips &amp; &lt;tricks&gt;<br>line two</p><p>&quot;Second&quot; paragraph</p>',
    });
  });

  it('names a document without a title "Untitled document"', async () => {
    const fetchMock = mockApi({ [apiPaths.documents.list]: created });
    renderButton('Body', '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save as document' }));
    await screen.findByRole('heading', { name: /Editor of/ });
    expect(fetchCall(fetchMock).body).toMatchObject({ title: 'Untitled document' });
  });

  it('cannot save an empty text', () => {
    mockApi({});
    renderButton('   ');
    expect(screen.getByRole('button', { name: 'Save as document' })).toBeDisabled();
  });

  it('says why when the server refuses, and stays on the page', async () => {
    mockApi({
      [apiPaths.documents.list]: {
        body: { error: 'This document is too long to save.', code: 'validation_failed' },
        status: 400,
      },
    });
    renderButton('Text');
    await userEvent.click(screen.getByRole('button', { name: 'Save as document' }));
    expect(await screen.findByText('This document is too long to save.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Editor of/ })).not.toBeInTheDocument();
  });
});
