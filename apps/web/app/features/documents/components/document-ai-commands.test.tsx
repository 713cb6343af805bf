import { apiPaths, type VoiceIssue } from '@penwise/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '~test/responses';
import { queryKeys } from '~/lib/query-keys';
import {
  generationId,
  liveResponse,
  manualStream,
  sseEvent,
  sseResponse,
} from '~/features/text-generation/testing/sse-fixtures';
import { buildDocument, callsOf, mockDocumentsApi } from '../testing/documents-api';
import { findEditor, renderEditorPage } from '../testing/render-editor';
import type { VoiceTools } from './voice-tools';

const document = buildDocument({ content: '<p>Hello brave new world</p><p>Second line here</p>' });
const final = (text: string) => ({ text, words: 2, tokens: 3, credits: 12, historyId: 'h1' });
const answered = (text: string) => () =>
  sseResponse([
    sseEvent('generation', { id: generationId }, 1),
    sseEvent('delta', { text: text.slice(0, 3) }, 2),
    sseEvent('delta', { text: text.slice(3) }, 3),
    sseEvent('final', final(text), 4),
  ]);

async function openEditor(options: Parameters<typeof mockDocumentsApi>[0], voiceTools?: VoiceTools) {
  const api = mockDocumentsApi({ document, ...options });
  const page = renderEditorPage(document.id, voiceTools);
  const editor = await findEditor();
  return { ...api, editor, page };
}

/** Selects the first occurrence of `text` in the editor, as a mouse drag would. */
function select(editor: Awaited<ReturnType<typeof findEditor>>, text: string) {
  let from = -1;
  editor.state.doc.descendants((node, position) => {
    if (from === -1 && node.isText && node.text?.includes(text)) from = position + node.text.indexOf(text);
  });
  act(() => {
    editor.commands.setTextSelection({ from, to: from + text.length });
  });
}

async function runCommand(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'AI commands' }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}

const editCalls = (calls: ReturnType<typeof mockDocumentsApi>['calls']) =>
  callsOf(calls, 'POST', apiPaths.ai.edit);

describe('the document editor: AI commands', () => {
  it('runs a command on the selection, streams a preview, and Accept puts the answer in its place', async () => {
    const { calls, editor, page } = await openEditor({ edit: answered('bold') });
    const invalidate = vi.spyOn(page.queryClient, 'invalidateQueries');
    select(editor, 'brave');
    await runCommand('Improve writing');
    const panel = within(await screen.findByRole('region', { name: 'Improve writing' }));
    expect(await panel.findByText('bold')).toBeInTheDocument();
    expect(editCalls(calls)[0]?.body).toEqual({ text: 'brave', command: 'improve' });
    // The generation was charged: the balance is asked again.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.credits });
    expect(editor.getText()).toContain('Hello brave new world');

    await userEvent.click(panel.getByRole('button', { name: 'Accept' }));
    expect(editor.getHTML()).toBe('<p>Hello bold new world</p><p>Second line here</p>');
    expect(screen.queryByRole('region', { name: 'Improve writing' })).not.toBeInTheDocument();
  });

  it('leaves the text as it was on Discard', async () => {
    const { editor } = await openEditor({ edit: answered('timid') });
    select(editor, 'brave');
    await runCommand('Rephrase');
    const panel = within(await screen.findByRole('region', { name: 'Rephrase' }));
    await panel.findByText('timid');
    await userEvent.click(panel.getByRole('button', { name: 'Discard' }));
    expect(editor.getHTML()).toBe(document.content);
    expect(screen.queryByRole('region', { name: 'Rephrase' })).not.toBeInTheDocument();
  });

  it('runs on the whole document when nothing is selected, and Accept replaces it, paragraph by paragraph', async () => {
    const { calls, editor } = await openEditor({ edit: answered('Short one.\n\nShort two.') });
    await runCommand('Make shorter');
    const panel = within(await screen.findByRole('region', { name: 'Make shorter' }));
    expect(panel.getByText('On the whole document')).toBeInTheDocument();
    await waitFor(() => expect(panel.getByRole('button', { name: 'Accept' })).toBeEnabled());
    expect(editCalls(calls)[0]?.body).toEqual({
      text: 'Hello brave new world\n\nSecond line here',
      command: 'shorten',
    });
    await userEvent.click(panel.getByRole('button', { name: 'Accept' }));
    expect(editor.getHTML()).toBe('<p>Short one.</p><p>Short two.</p>');
  });

  it('asks for the tone before changing it', async () => {
    const { calls, editor } = await openEditor({ edit: answered('Hey there') });
    select(editor, 'Hello');
    await runCommand('Change tone…');
    const dialog = within(await screen.findByRole('dialog', { name: 'Change tone' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Tone' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Friendly' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Change tone' }));
    expect(await screen.findByRole('region', { name: 'Change tone: Friendly' })).toBeInTheDocument();
    expect(editCalls(calls)[0]?.body).toEqual({ text: 'Hello', command: 'change_tone', tone: 'Friendly' });
  });

  it('says when the credits do not cover the command, with the way to get more', async () => {
    const { editor } = await openEditor({
      edit: () => jsonResponse({ error: 'You do not have enough credits.', code: 'not_enough_credits' }, 402),
    });
    select(editor, 'brave');
    await runCommand('Make longer');
    const panel = within(await screen.findByRole('region', { name: 'Make longer' }));
    expect(await panel.findByText(/You do not have enough credits\./)).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Get more credits' })).toHaveAttribute('href', '/pricing');
    expect(panel.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('stops a command while it streams', async () => {
    const stream = manualStream();
    const { calls, editor } = await openEditor({
      edit: (_body, signal) => {
        stream.push(sseEvent('generation', { id: generationId }, 1));
        stream.push(sseEvent('delta', { text: 'Half' }, 2));
        return liveResponse(stream, signal);
      },
    });
    select(editor, 'brave');
    await runCommand('Make longer');
    const panel = within(await screen.findByRole('region', { name: 'Make longer' }));
    await panel.findByText('Half');
    await userEvent.click(panel.getByRole('button', { name: 'Stop' }));
    await waitFor(() =>
      expect(callsOf(calls, 'POST', apiPaths.ai.generationStop(generationId))).toHaveLength(1),
    );
    act(() => {
      stream.push(sseEvent('final', { ...final('Half'), stopped: true }, 3));
      stream.close();
    });
    expect(await panel.findByText(/Stopped/)).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('writes in the brand voice picked', async () => {
    const voiceTools: VoiceTools = {
      Picker: ({ onChange }) => (
        <button type="button" onClick={() => onChange('00000000-0000-4000-8000-00000000beef')}>
          Use my voice
        </button>
      ),
      CheckPanel: () => null,
    };
    const { calls, editor } = await openEditor({ edit: answered('done') }, voiceTools);
    await userEvent.click(screen.getByRole('button', { name: 'Use my voice' }));
    select(editor, 'brave');
    await runCommand('Fix spelling and grammar');
    await screen.findByRole('region', { name: 'Fix spelling and grammar' });
    expect(editCalls(calls)[0]?.body).toEqual({
      text: 'brave',
      command: 'fix_grammar',
      brand_voice_id: '00000000-0000-4000-8000-00000000beef',
    });
  });

  it('checks the text against a voice and puts an accepted fix in place of its excerpt', async () => {
    const seen: string[] = [];
    const voiceTools: VoiceTools = {
      Picker: () => null,
      CheckPanel: ({ text, onAccept }) => {
        seen.push(text);
        const issue: VoiceIssue = {
          rule: 'avoid-word',
          start: text.indexOf('brave'),
          end: text.indexOf('brave') + 5,
          excerpt: 'brave',
          message: 'A word this voice avoids',
          suggestion: 'bold',
        };
        return (
          <button type="button" onClick={() => onAccept(issue)}>
            Accept fix
          </button>
        );
      },
    };
    const { editor } = await openEditor({}, voiceTools);
    await runCommand('Check against voice');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept fix' }));
    expect(seen[0]).toBe('Hello brave new world\n\nSecond line here');
    expect(editor.getHTML()).toBe('<p>Hello bold new world</p><p>Second line here</p>');
  });
});
