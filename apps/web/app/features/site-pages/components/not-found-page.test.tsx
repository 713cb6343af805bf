import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '~test/render';
import NotFoundRoute, { meta } from '~/routes/not-found';

describe('404 page', () => {
  it('says the page was not found and names the path asked for', () => {
    renderRoute(NotFoundRoute, { path: '*', url: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no-such-page')).toBeInTheDocument();
  });

  it('links home, to the AI tools, pricing, support and the contact form', () => {
    renderRoute(NotFoundRoute, { path: '*', url: '/no-such-page' });
    const helpful = within(screen.getByRole('navigation', { name: 'Helpful links' }));
    expect(helpful.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/all-ai-tools',
      '/pricing',
      '/support',
    ]);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('keeps its page title', () => {
    expect(meta({} as Parameters<typeof meta>[0])).toContainEqual({ title: 'Page not found | Penwise' });
  });
});
