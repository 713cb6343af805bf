import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithLanding } from '~test/render-landing';
import { storageKeys } from '~/lib/storage-keys';
import { TemplatesAScreen } from './templates-a-screen';

describe('TemplatesAScreen', () => {
  it('features Write Anything, then popular tools and a link to all tools', () => {
    renderWithLanding(TemplatesAScreen);
    expect(screen.getByRole('heading', { level: 2, name: 'Write Anything' })).toBeInTheDocument();
    const popular = within(screen.getByRole('list', { name: 'Popular tools' }));
    expect(popular.getAllByRole('link')).toHaveLength(6);
    expect(screen.getByRole('link', { name: /^Browse all \d+ tools$/ })).toHaveAttribute(
      'href',
      '/all-ai-tools',
    );
  });

  it('selects Write Anything and opens /templates-c', async () => {
    renderWithLanding(TemplatesAScreen);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Start writing' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /templates-c' })).toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.selectedTool)).toContain('"slug":"write-anything"');
  });

  it('opens a category in /templates-b', async () => {
    renderWithLanding(TemplatesAScreen);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Emails' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /templates-b' })).toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.selectedCategory)).toBe('emails');
  });
});
