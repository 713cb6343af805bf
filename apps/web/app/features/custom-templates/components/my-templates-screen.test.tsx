import { apiPaths } from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '~test/factories';
import { renderWithLanding } from '~test/render-landing';
import { jsonResponse } from '~test/responses';
import { storageKeys } from '~/lib/storage-keys';
import { buildCustomTemplate, mockTemplatesApi } from '../testing/custom-template-api';
import { MyTemplatesScreen } from './my-templates-screen';

function renderScreen() {
  storeSession();
  renderWithLanding(MyTemplatesScreen, '/my-templates');
  return userEvent.setup();
}

describe('MyTemplatesScreen', () => {
  it("lists the user's templates with their category, and links to a new one", async () => {
    mockTemplatesApi({
      templates: [
        buildCustomTemplate({ title: 'Newsletter intro' }),
        buildCustomTemplate({ title: 'Release notes', category: 'my-templates' }),
      ],
    });
    renderScreen();
    const list = within(await screen.findByRole('list', { name: 'Your templates' }));
    expect(list.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Newsletter intro',
      'Release notes',
    ]);
    expect(list.getByText('Emails')).toBeInTheDocument();
    expect(list.getByText('My templates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New template' })).toHaveAttribute('href', '/my-templates/new');
  });

  it('opens a template in the text page with Use, and in the editor with Edit', async () => {
    const template = buildCustomTemplate();
    mockTemplatesApi({ templates: [template] });
    const user = renderScreen();
    expect(await screen.findByRole('link', { name: 'Edit Newsletter intro' })).toHaveAttribute(
      'href',
      `/my-templates/${template.id}`,
    );
    await user.click(screen.getByRole('link', { name: 'Use Newsletter intro' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /templates-c' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(storageKeys.selectedTool) ?? '{}')).toMatchObject({
      template: template.id,
      cat: 'emails',
      title: 'Newsletter intro',
    });
  });

  it('deletes a template after the confirm, and says so', async () => {
    const template = buildCustomTemplate();
    const { calls } = mockTemplatesApi({ templates: [template] });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Delete Newsletter intro' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this template?' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deleted “Newsletter intro”.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: apiPaths.templates.one(template.id), body: undefined },
    ]);
    expect(await screen.findByText('No templates yet')).toBeInTheDocument();
  });

  it('keeps the template when the confirm is cancelled', async () => {
    const { calls } = mockTemplatesApi({ templates: [buildCustomTemplate()] });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Delete Newsletter intro' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Newsletter intro' })).toBeInTheDocument();
  });

  it('invites the first template when there is none', async () => {
    mockTemplatesApi({ templates: [] });
    renderScreen();
    expect(await screen.findByText('No templates yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first template' })).toHaveAttribute(
      'href',
      '/my-templates/new',
    );
  });

  it('says when the templates could not be loaded, and tries again', async () => {
    let fail = true;
    mockTemplatesApi({
      templates: [buildCustomTemplate()],
      list: () =>
        fail
          ? jsonResponse({ error: 'Boom', code: 'internal_error' }, 500)
          : jsonResponse({ success: { templates: [buildCustomTemplate({ title: 'Back again' })] } }),
    });
    const user = renderScreen();
    expect(await screen.findByText('Your templates could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });
});
