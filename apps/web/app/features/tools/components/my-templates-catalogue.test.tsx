import { writingTools } from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '~test/factories';
import { renderWithLanding } from '~test/render-landing';
import { storageKeys } from '~/lib/storage-keys';
import {
  buildCustomTemplate,
  mockTemplatesApi,
} from '~/features/custom-templates/testing/custom-template-api';
import { AllToolsScreen } from './all-tools-screen';
import { TemplatesBScreen } from './templates-b-screen';

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

const newsletter = buildCustomTemplate({ title: 'Newsletter intro', category: 'emails' });
const releaseNotes = buildCustomTemplate({
  title: 'Release notes',
  description: 'What changed in this version, for customers.',
  category: 'my-templates',
});

function render(Screen: typeof AllToolsScreen, start = '/start') {
  storeSession();
  mockTemplatesApi({ templates: [newsletter, releaseNotes] });
  renderWithLanding(Screen, start);
  return userEvent.setup();
}

describe("The catalogue and the user's own templates", () => {
  it('lists a template in its category on /templates-b, badged, after the built-in tools', async () => {
    window.localStorage.setItem(storageKeys.selectedCategory, 'emails');
    render(TemplatesBScreen);
    const card = await screen.findByRole('link', { name: 'Newsletter intro' });
    expect(card).toHaveAccessibleDescription(/^My template/);
    expect(titles(screen.getByRole('list', { name: 'Emails tools' })).at(-1)).toBe('Newsletter intro');
    expect(screen.queryByRole('link', { name: 'Release notes' })).toBeNull();
  });

  it("shows every template of the user's own under the My templates chip, and opens one in /templates-c", async () => {
    const user = render(TemplatesBScreen);
    await user.click(screen.getByRole('radio', { name: 'My templates' }));
    expect(screen.getByRole('heading', { level: 1, name: 'My templates' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'My templates' });
    expect(titles(list)).toEqual(['Newsletter intro', 'Release notes']);
    expect(window.localStorage.getItem(storageKeys.selectedCategory)).toBe('my-templates');

    await user.click(within(list).getByRole('link', { name: 'Release notes' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /templates-c' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(storageKeys.selectedTool) ?? '{}')).toMatchObject({
      template: releaseNotes.id,
      cat: 'my-templates',
    });
  });

  it('lists them in a My templates section of /all-ai-tools, counted with the rest', async () => {
    render(AllToolsScreen);
    const list = await screen.findByRole('list', { name: 'My templates' });
    expect(titles(list)).toEqual(['Newsletter intro', 'Release notes']);
    expect(within(list).getByRole('link', { name: 'Newsletter intro' })).toHaveAccessibleDescription(
      /^My template/,
    );
    expect(screen.getByRole('status')).toHaveTextContent(`${String(writingTools.length + 3 + 2)} tools`);
  });

  it('finds them in the search and filters them by category', async () => {
    const user = render(AllToolsScreen);
    await screen.findByRole('list', { name: 'My templates' });
    await user.type(screen.getByRole('searchbox', { name: 'Search tools' }), 'customers version');
    expect(titles(screen.getByRole('list', { name: 'My templates' }))).toEqual(['Release notes']);
    expect(screen.queryByRole('list', { name: 'Tools' })).toBeNull();

    await user.clear(screen.getByRole('searchbox', { name: 'Search tools' }));
    await user.click(screen.getByRole('radio', { name: 'Emails' }));
    expect(titles(screen.getByRole('list', { name: 'My templates' }))).toEqual(['Newsletter intro']);

    await user.click(screen.getByRole('radio', { name: 'My templates' }));
    expect(titles(screen.getByRole('list', { name: 'My templates' }))).toEqual([
      'Newsletter intro',
      'Release notes',
    ]);
    expect(screen.queryByRole('list', { name: 'Tools' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('2 tools of your own');
  });
});
