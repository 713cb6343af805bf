import { apiPaths, customTemplateMessages } from '@penwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '~test/factories';
import { renderWithLanding } from '~test/render-landing';
import { storageKeys } from '~/lib/storage-keys';
import { buildCustomTemplate, mockTemplatesApi } from '../testing/custom-template-api';
import { TemplateEditorScreen } from './template-editor-screen';

function renderEditor(id = 'new', from?: string) {
  storeSession();
  const Page = () => <TemplateEditorScreen id={id} from={from} />;
  renderWithLanding(Page, `/my-templates/${id}`);
  return userEvent.setup();
}

const input = (name: string) => screen.getByRole('textbox', { name });
const prompt = () => input('Prompt');

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input('Title'), 'Newsletter intro');
  await user.type(input('Description'), 'A warm opening paragraph.');
}

describe('TemplateEditorScreen: the form', () => {
  it('shows an unknown placeholder as an error while it is typed, and does not save it', async () => {
    const { calls } = mockTemplatesApi({ templates: [] });
    const user = renderEditor();
    await fillBasics(user);
    await user.type(input('Label'), 'Audience');
    await user.click(prompt());
    await user.paste('Write about {{topic}} for {{audience}}.');
    const unknown = customTemplateMessages.unknownPlaceholder('topic');
    expect(screen.getByText(unknown)).toBeInTheDocument();
    expect(prompt()).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(screen.getByText(unknown)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    // Renaming the field to what the prompt says clears it.
    await user.clear(input('Label'));
    await user.type(input('Label'), 'Topic');
    expect(screen.getByText(customTemplateMessages.unknownPlaceholder('audience'))).toBeInTheDocument();
    expect(screen.queryByText(unknown)).toBeNull();
  });

  it('asks for at least two options on a choice, next to its options', async () => {
    const { calls } = mockTemplatesApi({ templates: [] });
    const user = renderEditor();
    await fillBasics(user);
    await user.type(input('Label'), 'Length');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Choice');
    const options = screen.getByRole('combobox', { name: 'Options' });
    await user.type(options, 'Short{Enter}');
    await user.click(prompt());
    await user.paste('Write a {{length}} intro.');
    await user.click(screen.getByRole('button', { name: 'Create template' }));

    const message = customTemplateMessages.optionsRequired('Length');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(options).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('derives the name from the label, inserts it at the cursor and creates the template', async () => {
    const { calls } = mockTemplatesApi({ templates: [] });
    const user = renderEditor();
    await fillBasics(user);
    await user.type(input('Label'), 'Main topic');
    expect(input('Name in the prompt')).toHaveValue('main_topic');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    const first = within(screen.getByRole('group', { name: 'Field 1' }));
    const second = within(screen.getByRole('group', { name: 'Field 2' }));
    await user.type(second.getByRole('textbox', { name: 'Label' }), 'Reader');
    await user.click(first.getByRole('switch', { name: 'Required' }));

    await user.click(prompt());
    await user.paste('Write about  for readers.');
    // The caret goes back between the two spaces: the field lands there.
    (prompt() as HTMLTextAreaElement).setSelectionRange(12, 12);
    await user.click(screen.getByRole('button', { name: 'Insert {{main_topic}}' }));
    expect(prompt()).toHaveValue('Write about {{main_topic}} for readers.');

    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /my-templates' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: apiPaths.templates.list,
      body: {
        title: 'Newsletter intro',
        description: 'A warm opening paragraph.',
        category: 'my-templates',
        prompt: 'Write about {{main_topic}} for readers.',
        fields: [
          { label: 'Main topic', name: 'main_topic', kind: 'short_text', required: true },
          { label: 'Reader', name: 'reader', kind: 'short_text', required: false },
        ],
      },
    });
  });

  it('edits a template, keeping its fields, and can go straight to using it', async () => {
    const template = buildCustomTemplate({
      fields: [
        { name: 'topic', label: 'Topic', kind: 'long_text', required: true },
        { name: 'length', label: 'Length', kind: 'choice', options: ['Short', 'Long'], required: false },
      ],
      prompt: 'Write a {{length}} intro about {{topic}}.',
    });
    const { calls } = mockTemplatesApi({ templates: [template] });
    const user = renderEditor(template.id);
    expect(await screen.findByRole('heading', { name: 'Edit “Newsletter intro”' })).toBeInTheDocument();
    const labels = () =>
      screen.getAllByRole('textbox', { name: 'Label' }).map((box) => (box as HTMLInputElement).value);
    expect(labels()).toEqual(['Topic', 'Length']);
    // Moving a field does not change its name.
    await user.click(screen.getByRole('button', { name: 'Move field 2 up' }));
    expect(labels()).toEqual(['Length', 'Topic']);
    await user.clear(input('Title'));
    await user.type(input('Title'), 'Weekly intro');
    await user.click(screen.getByRole('button', { name: 'Save and use' }));

    expect(await screen.findByRole('heading', { name: 'Landed on /templates-c' })).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(apiPaths.templates.one(template.id));
    expect(put?.body).toMatchObject({
      title: 'Weekly intro',
      prompt: 'Write a {{length}} intro about {{topic}}.',
      fields: [
        { name: 'length', label: 'Length', kind: 'choice', options: ['Short', 'Long'], required: false },
        { name: 'topic', label: 'Topic', kind: 'long_text', required: true },
      ],
    });
    expect(JSON.parse(window.localStorage.getItem(storageKeys.selectedTool) ?? '{}')).toMatchObject({
      template: template.id,
    });
  });

  it('says when the template does not exist', async () => {
    mockTemplatesApi({ templates: [] });
    renderEditor(buildCustomTemplate().id);
    expect(await screen.findByText('No such template')).toBeInTheDocument();
  });

  it('shows the server refusing the template', async () => {
    const { fetchMock } = mockTemplatesApi({ templates: [] });
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ error: customTemplateMessages.tooMany, code: 'limit_reached' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    const user = renderEditor();
    await fillBasics(user);
    await user.type(input('Label'), 'Topic');
    await user.click(prompt());
    await user.paste('About {{topic}}');
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(customTemplateMessages.tooMany));
  });
});

describe('TemplateEditorScreen: duplicating a built-in tool', () => {
  it("starts from the tool's prompt, with its input as one required long text field", async () => {
    mockTemplatesApi({ templates: [] });
    renderEditor('new', 'blog-ideas');
    expect(screen.getByRole('heading', { level: 1, name: 'Duplicate Blog Ideas' })).toBeInTheDocument();
    expect(input('Title')).toHaveValue('Blog Ideas (copy)');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Blog Posts');
    const text = (prompt() as HTMLTextAreaElement).value;
    expect(text).toMatch(/^You are a content strategist\./);
    expect(text).toMatch(/Topic or business:\n\{\{description\}\}$/);
    expect(text).not.toMatch(/\{tone\}|\{language\}|Write in|Output only/);
    expect(input('Label')).toHaveValue('Topic or business');
    expect(input('Name in the prompt')).toHaveValue('description');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('long_text');
    expect(screen.getByRole('switch', { name: 'Required' })).toBeChecked();
    // Nothing to fix before it can be saved.
    expect(screen.queryByText(/which is not one of its fields/)).toBeNull();
  });
});
