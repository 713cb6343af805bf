import type { Editor } from '@tiptap/react';
import { screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { storeSession } from '~test/factories';
import { DocumentScreen } from '../components/document-screen';
import type { VoiceTools } from '../components/voice-tools';
import { renderWithEditorRoute } from './render-documents';

// jsdom lays nothing out: ProseMirror measures a Range to scroll the selection into view, and finds none.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects = emptyRects;
Range.prototype.getBoundingClientRect = () => new DOMRect();

/** Renders the editor page of `id` as the route does, with `voiceTools` when given. */
export function renderEditorPage(id: string, voiceTools?: VoiceTools) {
  storeSession();
  const Page = () => {
    const params = useParams();
    return <DocumentScreen id={params.id ?? ''} voiceTools={voiceTools} />;
  };
  return renderWithEditorRoute(Page, { path: '/documents/:id', url: `/documents/${id}` });
}

/** TipTap keeps its editor on the editable element (for tests, it says): typing goes through it. */
export async function findEditor(): Promise<Editor> {
  const element = await screen.findByRole('textbox', { name: 'Document text' });
  const { editor } = element as HTMLElement & { editor?: Editor };
  if (!editor) throw new Error('No TipTap editor on the document text');
  return editor;
}
