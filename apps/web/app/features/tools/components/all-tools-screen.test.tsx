import { writingTools } from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithLanding } from '~test/render-landing';
import { storageKeys } from '~/lib/storage-keys';
import { AllToolsScreen } from './all-tools-screen';

function shownTools() {
  const list = screen.queryByRole('list', { name: 'Tools' });
  return list
    ? within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent)
    : [];
}

describe('AllToolsScreen', () => {
  it('lists every writing tool with the count', () => {
    renderWithLanding(AllToolsScreen);
    expect(shownTools()).toHaveLength(writingTools.length);
    expect(screen.getByRole('status')).toHaveTextContent(`${writingTools.length + 3} tools`);
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('lists the image, voice and transcription studios as cards linking to their pages', async () => {
    renderWithLanding(AllToolsScreen);
    const studios = screen.getByRole('list', { name: 'Studios' });
    const links = within(studios).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [expect.stringContaining('AI Image Generator'), '/image-gen'],
      [expect.stringContaining('AI Voiceover'), '/text-to-speech'],
      [expect.stringContaining('AI Speech to Text'), '/transcribe'],
    ]);
    // The search finds a studio too; a category is about writing tools only.
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search tools' }), 'voiceover');
    expect(within(screen.getByRole('list', { name: 'Studios' })).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText(/No tools match/i)).toBeNull();
  });

  it('searches by name and by description', async () => {
    renderWithLanding(AllToolsScreen);
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Search tools' });
    await user.type(search, 'blog intro');
    expect(shownTools()).toEqual(['Blog Intros']);
    expect(screen.getByRole('status')).toHaveTextContent('1 tool');

    await user.clear(search);
    await user.type(search, 'scroll-stopping');
    expect(shownTools()).toContain('Facebook Ads');
  });

  it('filters by category, and combines the filter with the search', async () => {
    renderWithLanding(AllToolsScreen);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Frameworks' }));
    expect(shownTools()).toEqual(['PAS', 'AIDA', 'BAB', 'PPPP']);
    expect(screen.getByRole('status')).toHaveTextContent('4 tools in Frameworks');
    await user.type(screen.getByRole('searchbox', { name: 'Search tools' }), 'aida');
    expect(shownTools()).toEqual(['AIDA']);
  });

  it('says when nothing matches and clears the filters', async () => {
    renderWithLanding(AllToolsScreen);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Emails' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tools' }), 'pirate');
    expect(screen.getByText('No tools match “pirate” in Emails')).toBeInTheDocument();
    expect(shownTools()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownTools()).toHaveLength(writingTools.length);
    expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('opens a tool in /templates-c with the tool selected', async () => {
    renderWithLanding(AllToolsScreen);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Content Rewriter' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /templates-c' })).toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(storageKeys.selectedTool) ?? '{}') as unknown;
    expect(stored).toMatchObject({ slug: 'content-rewriter', cat: 'contents', title: 'Content Rewriter' });
  });
});
