import {
  aiMessages,
  findTool,
  shortenedAnswerNotice,
  templateMessages,
  textLimits,
  type WritingTool,
} from '@penwise/contract';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '~test/factories';
import { buildHistoryItem } from '~test/history-factories';
import { calledPaths, renderRoute } from '~test/render';
import { storeFillData, storeSelectedTool } from '~/lib/tool-selection';
import { viewHistoryItem } from '~/features/history/utils/history-view';
import { mockTextApi, sseEvent, sseResponse } from '../testing/sse-fixtures';
import { TextGenerationScreen } from './text-generation-screen';

const final = { text: 'Short coffee copy.', words: 3, tokens: 5, credits: 18, historyId: 'h1' };

function renderPage() {
  renderRoute(TextGenerationScreen, { path: '/templates-c' });
  return userEvent.setup();
}

describe('a description over the limit', () => {
  it('is kept whole, counted in red, and cannot be sent', async () => {
    storeSession();
    const fetchMock = mockTextApi();
    const user = renderPage();
    const box = screen.getByRole('textbox', { name: 'Description' });
    // A paste: the browser would have cut it silently at a maxLength.
    fireEvent.change(box, { target: { value: 'word '.repeat(1000) + 'extra' } });
    expect(box).toHaveValue('word '.repeat(1000) + 'extra');
    expect(box).not.toHaveAttribute('maxlength');
    expect(screen.getByText('5,005 / 5,000')).toBeInTheDocument();
    expect(screen.getByText(/5 characters over the 5,000 limit/)).toBeInTheDocument();
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toBeDisabled();
    await user.type(box, '{Control>}{Enter}{/Control}');
    expect(calledPaths(fetchMock)).not.toContain('/api/ai/text/stream');

    fireEvent.change(box, { target: { value: 'x'.repeat(textLimits.descriptionMax) } });
    expect(screen.getByText('5,000 / 5,000')).toBeInTheDocument();
    expect(screen.queryByText(/over the 5,000 limit/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });
});

describe('an answer the balance shortened', () => {
  it('says so and links to where credits are added', async () => {
    storeSession();
    mockTextApi({ stream: () => sseResponse([sseEvent('final', { ...final, shortened: true })]) });
    const user = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'A coffee shop');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(shortenedAnswerNotice, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add credits' })).toHaveAttribute('href', '/pricing');
  });

  it('shows no notice for a full-length answer', async () => {
    storeSession();
    mockTextApi({ stream: () => sseResponse([sseEvent('final', final)]) });
    const user = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'A coffee shop');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(aiMessages.generated)).toBeInTheDocument();
    expect(screen.queryByText(shortenedAnswerNotice, { exact: false })).toBeNull();
  });
});

describe('AI templates on a plan without them', () => {
  it('explains a Starter subscriber without pack credits cannot use a template, and links to pricing', async () => {
    storeSession();
    storeSelectedTool(findTool('facebook-ads') as WritingTool);
    mockTextApi({ plan: 'Starter Plan', credits: { x: 0, y: 150_000 } });
    renderPage();
    expect(await screen.findByText(templateMessages.notInPlan('Starter Plan'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans and credit packs' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
  });

  it('lets a Starter subscriber with pack credits use it', async () => {
    storeSession();
    storeSelectedTool(findTool('facebook-ads') as WritingTool);
    const fetchMock = mockTextApi({ plan: 'Starter Plan', credits: { x: 20_000, y: 0 } });
    renderPage();
    await vi.waitFor(() => expect(calledPaths(fetchMock)).toContain('/api/plans/show-credits'));
    expect(screen.queryByText(templateMessages.notInPlan('Starter Plan'))).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('never blocks Write Anything, and asks nothing for it', async () => {
    storeSession();
    storeSelectedTool(findTool('write-anything') as WritingTool);
    const fetchMock = mockTextApi({ plan: 'Starter Plan', credits: { x: 0, y: 150_000 } });
    renderPage();
    await vi.waitFor(() => expect(calledPaths(fetchMock)).toContain('/api/ai/engines'));
    expect(calledPaths(fetchMock)).not.toContain('/api/plans/has-plan');
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });
});

describe('a text item reopened from history', () => {
  it('restores its tool, description, tone and language', () => {
    storeSession();
    const item = buildHistoryItem({
      input: {
        prompt: 'p',
        save_data: {
          cat: 'ads',
          tool: 'facebook-ads',
          description: 'A bakery',
          tone: 'Witty',
          language: 'German',
        },
      },
    });
    const reopen = viewHistoryItem(item).reopen;
    if (!reopen?.tool) throw new Error('the item should reopen in its tool');
    storeSelectedTool(reopen.tool);
    storeFillData(reopen.fill);
    mockTextApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Facebook Ads' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('A bakery');
    expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveValue('Witty');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('German');
  });

  it('falls back to the defaults for an item saved without them, or with one no longer offered', () => {
    storeSession();
    storeFillData({ input: 'Old item', output: 'Text', tone: 'Sarcastic' });
    mockTextApi();
    renderPage();
    expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveValue('Professional');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('English (US)');
  });
});
