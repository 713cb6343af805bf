import { toolsInCategory } from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithLanding } from '~test/render-landing';
import { storageKeys } from '~/lib/storage-keys';
import { TemplatesBScreen } from './templates-b-screen';

function toolTitles(listName: string) {
  const list = screen.getByRole('list', { name: listName });
  return within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
}

describe('TemplatesBScreen', () => {
  it('shows Ads when no category was stored', () => {
    renderWithLanding(TemplatesBScreen);
    expect(screen.getByRole('heading', { level: 1, name: 'Ads' })).toBeInTheDocument();
    expect(screen.getByText('Ads that convert.')).toBeInTheDocument();
    expect(toolTitles('Ads tools')).toEqual(['Facebook Ads', 'Google Ads']);
  });

  it('shows Ads when the stored category has no writing tools', () => {
    window.localStorage.setItem(storageKeys.selectedCategory, 'image-generation');
    renderWithLanding(TemplatesBScreen);
    expect(screen.getByRole('heading', { level: 1, name: 'Ads' })).toBeInTheDocument();
  });

  it('shows the tools of the stored category', () => {
    window.localStorage.setItem(storageKeys.selectedCategory, 'frameworks');
    renderWithLanding(TemplatesBScreen);
    expect(screen.getByRole('heading', { level: 1, name: 'Frameworks' })).toBeInTheDocument();
    expect(screen.getByText('4 tools')).toBeInTheDocument();
    expect(toolTitles('Frameworks tools')).toEqual(['PAS', 'AIDA', 'BAB', 'PPPP']);
  });

  it('stores the clicked tool as the selected tool and opens /templates-c', async () => {
    renderWithLanding(TemplatesBScreen);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Google Ads' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /templates-c' })).toBeInTheDocument();
    const [google] = toolsInCategory('ads').filter((tool) => tool.slug === 'google-ads');
    expect(JSON.parse(window.localStorage.getItem(storageKeys.selectedTool) ?? 'null')).toEqual({
      slug: 'google-ads',
      cat: 'ads',
      title: 'Google Ads',
      description: google?.description,
    });
    expect(window.localStorage.getItem(storageKeys.selectedCategory)).toBe('ads');
  });

  it('switches category with the chips and remembers the choice', async () => {
    renderWithLanding(TemplatesBScreen);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Blog Posts' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeInTheDocument();
    expect(toolTitles('Blog Posts tools')).toHaveLength(5);
    expect(window.localStorage.getItem(storageKeys.selectedCategory)).toBe('blog-posts');
  });
});
