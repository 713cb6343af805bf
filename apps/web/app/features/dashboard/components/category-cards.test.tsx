import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithLanding } from '~test/render-landing';
import { storageKeys } from '~/lib/storage-keys';
import { CategoryCards } from './category-cards';
import { ToolShortcuts } from './tool-shortcuts';

async function openCategory(title: string) {
  renderWithLanding(CategoryCards);
  await userEvent.setup().click(screen.getByRole('link', { name: title }));
}

describe('CategoryCards', () => {
  it('shows one card per category, in the SPEC order', () => {
    renderWithLanding(CategoryCards);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Write Anything',
      'Image Generation',
      'Speech to Text',
      'Text to Speech',
      'Ads',
      'Blog Posts',
      'Contents',
      'Ecommerce',
      'Emails',
      'Frameworks',
      'Marketing',
      'SEO',
      'Social Media',
      'Video',
      'Websites',
      'Other',
    ]);
  });

  it.each([
    ['Image Generation', 'image-generation', '/image-gen'],
    ['Speech to Text', 'speech-to-text', '/transcribe'],
    ['Text to Speech', 'text-to-speech', '/text-to-speech'],
    ['Write Anything', 'write-anything', '/templates-b'],
    ['Social Media', 'social-media', '/templates-b'],
  ])('%s stores %s and opens %s', async (title, slug, path) => {
    await openCategory(title);
    expect(await screen.findByRole('heading', { name: `Landed on ${path}` })).toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.selectedCategory)).toBe(slug);
  });
});

describe('ToolShortcuts', () => {
  it('links two cards to /templates-a and one each to the other tool pages', () => {
    renderWithLanding(ToolShortcuts);
    const targets = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(targets).toEqual([
      '/templates-a',
      '/templates-a',
      '/image-gen',
      '/pricing',
      '/text-to-speech',
      '/transcribe',
    ]);
  });
});
