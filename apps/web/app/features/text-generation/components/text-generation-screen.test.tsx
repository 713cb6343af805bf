import { findTool, type WritingTool } from '@penwise/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '~test/factories';
import { renderRoute } from '~test/render';
import * as downloads from '~/lib/download-file';
import { storageKeys } from '~/lib/storage-keys';
import { storeFillData, storeSelectedTool } from '~/lib/tool-selection';
import { mockTextApi } from '../testing/sse-fixtures';
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
});
