import { aiMessages, apiPaths, findTool, type WritingTool } from '@penwise/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '~test/factories';
import { buildGeneration, buildHistoryItem } from '~test/history-factories';
import { calledPaths, fetchCall, renderRoute } from '~test/render';
import * as downloads from '~/lib/download-file';
import { storageKeys } from '~/lib/storage-keys';
import { storeFillData, storeSelectedTool } from '~/lib/tool-selection';
import {
  generationCalls,
  generationId,
  jsonResponse,
  liveResponse,
  manualStream,
  mockTextApi,
  sseEvent,
  stoppedFinal,
} from '../testing/sse-fixtures';
import { textStopTexts } from './generation-status';
import { TextGenerationScreen } from './text-generation-screen';

function StrictScreen() {
  return (
    <StrictMode>
      <TextGenerationScreen />
    </StrictMode>
  );
}

function renderPage() {
  renderRoute(StrictScreen, { path: '/templates-c' });
  return userEvent.setup();
}

describe('TextGenerationScreen', () => {
  it('shows the selected tool with its category', () => {
    storeSession();
    storeSelectedTool(findTool('blog-ideas') as WritingTool);
    mockTextApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Ideas' })).toBeInTheDocument();
    expect(screen.getByText('Blog Posts')).toBeInTheDocument();
    expect(screen.getByText('Your text will appear here')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveValue('Professional');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('English (US)');
  });

  it('falls back to Write Anything and links to the catalogue when no tool is stored', () => {
    storeSession();
    mockTextApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Write Anything' })).toBeInTheDocument();
    expect(screen.getByText(/No tool was picked/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another tool' })).toHaveAttribute(
      'href',
      '/all-ai-tools',
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'placeholder',
      'What to write…',
    );
  });

  it('applies fill data once, under StrictMode, and removes it', () => {
    storeSession();
    storeFillData({ input: 'Spring sale for a bakery', output: 'Fresh bread, 20% off.' });
    mockTextApi();
    renderPage();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Spring sale for a bakery');
    expect(screen.getByRole('textbox', { name: 'Rewritten Text' })).toHaveValue('Fresh bread, 20% off.');
    expect(screen.getByText('Opened from your history.')).toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.fillData)).toBeNull();
  });

  it('counts words and characters of the rewritten text as it is edited', async () => {
    storeSession();
    storeFillData({ input: 'x', output: 'One two' });
    mockTextApi();
    const user = renderPage();
    expect(screen.getByText('2 words · 7 characters')).toBeInTheDocument();
    const editor = screen.getByRole('textbox', { name: 'Rewritten Text' });
    await user.type(editor, ' three');
    expect(screen.getByText('3 words · 13 characters')).toBeInTheDocument();
    await user.clear(editor);
    expect(screen.getByText('0 words · 0 characters')).toBeInTheDocument();
  });

  it('counts the description characters against the limit', async () => {
    storeSession();
    mockTextApi();
    const user = renderPage();
    expect(screen.getByText('0 / 5,000')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Hello');
    expect(screen.getByText('5 / 5,000')).toBeInTheDocument();
  });

  it('copies the rewritten text and downloads it as .txt', async () => {
    storeSession();
    storeSelectedTool(findTool('facebook-ads') as WritingTool);
    storeFillData({ input: 'x', output: 'Line one\nLine two' });
    mockTextApi();
    const save = vi.spyOn(downloads, 'downloadFile').mockImplementation(() => undefined);
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Line one\nLine two');

    await user.click(screen.getByRole('button', { name: 'Download as .txt' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledOnce());
    const [name, content] = save.mock.calls[0] ?? [];
    expect(name).toMatch(/^facebook-ads-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(content).toBe('Line one\nLine two');
  });

  it('says so when the text comes from the demo engine', async () => {
    storeSession();
    mockTextApi({ engine: 'demo' });
    renderPage();
    expect(await screen.findByText('Demo mode')).toBeInTheDocument();
    expect(screen.getByText(/offline demo engine, not an AI model/)).toBeInTheDocument();
  });

  it('shows no demo notice for a real engine', async () => {
    storeSession();
    const fetchMock = mockTextApi({ engine: 'openai' });
    renderPage();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('Demo mode')).toBeNull();
  });

  describe('a generation of this tool still running (a refresh, another tab)', () => {
    const running = (tool = 'blog-ideas') =>
      buildHistoryItem({
        id: generationId,
        status: 'running',
        credits: 0,
        result: undefined,
        input: {
          prompt: 'p',
          save_data: {
            cat: 'blog-posts',
            tool,
            description: 'Composting in small flats',
            tone: 'Witty',
            language: 'German',
          },
        },
      });

    it('shows again with its description and settings, and its text continues to the end', async () => {
      storeSession();
      storeSelectedTool(findTool('blog-ideas') as WritingTool);
      const stream = manualStream();
      const fetchMock = mockTextApi({
        history: [running()],
        events: (_lastEventId, signal) => liveResponse(stream, signal),
      });
      renderPage();

      await vi.waitFor(() =>
        expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Composting in small flats'),
      );
      expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveValue('Witty');
      expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('German');
      expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
      const history = fetchCall(fetchMock, calledPaths(fetchMock).indexOf(apiPaths.plans.showHistory));
      expect(history.body).toMatchObject({ type: 'GenText' });
      expect(generationCalls(fetchMock)).toEqual([
        { path: apiPaths.ai.generationEvents(generationId), method: 'GET', lastEventId: '0' },
      ]);

      stream.push(
        sseEvent('generation', { id: generationId }, 1) + sseEvent('delta', { text: '1. Worm bins' }, 2),
      );
      expect(await screen.findByText('1. Worm bins')).toBeInTheDocument();
      const final = { text: '1. Worm bins', words: 3, tokens: 4, credits: 14, historyId: generationId };
      stream.push(sseEvent('final', final, 3));
      expect(await screen.findByText(aiMessages.generated)).toBeInTheDocument();
      expect(screen.getByText('3 words · 4 tokens · 14 credits')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Generate' })).toBeInTheDocument();
    });

    it('stops it with Stop', async () => {
      storeSession();
      storeSelectedTool(findTool('blog-ideas') as WritingTool);
      const stream = manualStream();
      const fetchMock = mockTextApi({
        history: [running()],
        events: (_lastEventId, signal) => liveResponse(stream, signal),
        stop: (id) => {
          stream.push(
            sseEvent('final', stoppedFinal({ text: '1. Worm', words: 2, tokens: 2, credits: 7 }), 9),
          );
          return jsonResponse({ success: buildGeneration({ id }) });
        },
      });
      const user = renderPage();
      // Named before any event: Stop needs no event to know which generation to stop.
      await user.click(await screen.findByRole('button', { name: 'Stop' }));
      expect(await screen.findByText(textStopTexts.stopped)).toBeInTheDocument();
      expect(screen.getByText('2 words · 2 tokens · 7 credits')).toBeInTheDocument();
      expect(generationCalls(fetchMock).at(-1)).toMatchObject({
        path: apiPaths.ai.generationStop(generationId),
        method: 'POST',
      });
    });

    it('leaves one of another tool alone', async () => {
      storeSession();
      storeSelectedTool(findTool('blog-ideas') as WritingTool);
      const fetchMock = mockTextApi({ history: [running('facebook-ads')] });
      renderPage();
      await vi.waitFor(() => expect(calledPaths(fetchMock)).toContain(apiPaths.plans.showHistory));
      expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
      expect(generationCalls(fetchMock)).toEqual([]);
      expect(screen.getByRole('button', { name: 'Generate' })).toBeInTheDocument();
    });

    it('is not looked for when the page opens a history item', () => {
      storeSession();
      storeFillData({ input: 'Spring sale for a bakery', output: 'Fresh bread, 20% off.' });
      const fetchMock = mockTextApi({ history: [running('write-anything')] });
      renderPage();
      expect(calledPaths(fetchMock)).not.toContain(apiPaths.plans.showHistory);
      expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Spring sale for a bakery');
    });
  });
});
