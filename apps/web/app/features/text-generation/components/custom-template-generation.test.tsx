import { apiPaths, customTemplateMessages, findTool, type WritingTool } from '@penwise/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enginesAnswer, storeSession } from '~test/factories';
import { renderRoute } from '~test/render';
import { jsonResponse } from '~test/responses';
import { BrandVoicePicker } from '~/features/brand-voices/components/brand-voice-picker';
import { buildBrandVoice } from '~/features/brand-voices/testing/brand-voice-api';
import {
  buildCustomTemplate,
  mockTemplatesApi,
} from '~/features/custom-templates/testing/custom-template-api';
import { storeFillData, storeSelectedTemplate, storeSelectedTool } from '~/lib/tool-selection';
import { sseEvent, sseResponse } from '../testing/sse-fixtures';
import { TextGenerationScreen } from './text-generation-screen';

const template = buildCustomTemplate({
  title: 'Newsletter intro',
  fields: [
    { name: 'topic', label: 'Topic', kind: 'short_text', required: true },
    { name: 'notes', label: 'Notes', kind: 'long_text', required: false },
    { name: 'length', label: 'Length', kind: 'choice', options: ['Short', 'Long'], required: true },
  ],
  prompt: 'Write a {{length}} intro about {{topic}}. {{notes}}',
});
const house = buildBrandVoice({ name: 'House style', isDefault: true });
const final = { text: 'Hello readers', words: 2, tokens: 3, credits: 12, historyId: 'h1' };

/** The templates, brand voices, engines and text stream of the text page. */
function mockPage(templates = [template]) {
  return mockTemplatesApi({
    templates,
    other: (path) => {
      if (path === apiPaths.brandVoices.list) return jsonResponse({ success: { voices: [house] } });
      if (path === apiPaths.ai.engines) return jsonResponse(enginesAnswer('openai'));
      if (path === apiPaths.plans.showHistory) return jsonResponse({ success: [] });
      if (path === apiPaths.ai.textStream)
        return sseResponse([sseEvent('delta', { text: 'Hello readers' }), sseEvent('final', final)]);
      return jsonResponse({ error: 'Not found', code: 'not_found' }, 404);
    },
  });
}

function renderPage() {
  storeSession();
  const Page = () => <TextGenerationScreen voicePicker={BrandVoicePicker} />;
  renderRoute(Page, { path: '/templates-c' });
  return userEvent.setup();
}

describe("TextGenerationScreen with a template of the user's own", () => {
  it('shows its own fields instead of the Description, required ones marked', async () => {
    storeSelectedTemplate(template);
    mockPage();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter intro' })).toBeInTheDocument();
    expect(screen.getByText('My template')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Description' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Topic' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Notes' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('combobox', { name: 'Length' })).toBeRequired();
    expect(screen.getByRole('link', { name: 'Edit template' })).toHaveAttribute(
      'href',
      `/my-templates/${template.id}`,
    );
  });

  it('asks for the required fields before anything is sent', async () => {
    storeSelectedTemplate(template);
    const { calls } = mockPage();
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(screen.getByText(customTemplateMessages.fieldMissing('Topic'))).toBeInTheDocument();
    expect(screen.getByText(customTemplateMessages.fieldMissing('Length'))).toBeInTheDocument();
    expect(calls.some((call) => call.path === apiPaths.ai.textStream)).toBe(false);
  });

  it('sends the template id, its fields, tone, language and the default brand voice', async () => {
    storeSelectedTemplate(template);
    const { calls } = mockPage();
    const user = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Topic' }), 'Spring launch');
    await user.click(screen.getByRole('combobox', { name: 'Length' }));
    await user.click(await screen.findByRole('option', { name: 'Long' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tone' }), 'Friendly');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Brand voice' })).toHaveValue('House style (default)'),
    );
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByRole('textbox', { name: 'Rewritten Text' })).toHaveValue('Hello readers');
    expect(calls.find((call) => call.path === apiPaths.ai.textStream)?.body).toEqual({
      tool_data: template.id,
      fields: { topic: 'Spring launch', length: 'Long' },
      tone: 'Friendly',
      language: 'English (US)',
      brand_voice_id: house.id,
    });
  });

  it('refills its fields and voice from a history item', async () => {
    storeSelectedTemplate(template);
    storeFillData({
      input: 'Topic: Autumn',
      output: 'Old text',
      // Written without a voice: it reopens without one, not with the default.
      fields: { topic: 'Autumn', length: 'Short' },
    });
    mockPage();
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Topic' })).toHaveValue('Autumn');
    expect(screen.getByRole('combobox', { name: 'Length' })).toHaveValue('Short');
    expect(screen.getByRole('textbox', { name: 'Rewritten Text' })).toHaveValue('Old text');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Brand voice' })).toHaveValue('No brand voice'),
    );
  });

  it('says when the template no longer exists', async () => {
    storeSelectedTemplate(template);
    mockPage([]);
    renderPage();
    expect(await screen.findByText('This template no longer exists')).toBeInTheDocument();
  });
});

describe('TextGenerationScreen with a built-in tool', () => {
  it('sends the chosen brand voice, and offers to duplicate the tool as a template', async () => {
    storeSelectedTool(findTool('blog-ideas') as WritingTool);
    const { calls } = mockPage();
    const user = renderPage();
    expect(screen.getByRole('link', { name: 'Duplicate as my template' })).toHaveAttribute(
      'href',
      '/my-templates/new?from=blog-ideas',
    );
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'A bakery');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Brand voice' })).toHaveValue('House style (default)'),
    );
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByRole('textbox', { name: 'Rewritten Text' });
    expect(calls.find((call) => call.path === apiPaths.ai.textStream)?.body).toMatchObject({
      tool_data: { slug: 'blog-ideas' },
      content: 'A bakery',
      brand_voice_id: house.id,
    });
    // A built-in tool does not ask for the user's templates.
    expect(calls.some((call) => call.path === apiPaths.templates.list)).toBe(false);
  });
});
