import { categories, writingTools } from '@penwise/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AboutUsRoute from '~/routes/about-us';
import OverviewRoute from '~/routes/overview';
import { renderSitePage } from '../testing/render-site-page';

describe('Overview page', () => {
  it('counts the tools and categories from the catalogue and links to registration and pricing', () => {
    renderSitePage(OverviewRoute, '/overview');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('writing tools').nextElementSibling).toHaveTextContent(
      String(writingTools.length),
    );
    expect(screen.getByText('tool categories').nextElementSibling).toHaveTextContent(
      String(categories.length),
    );
    expect(screen.getAllByRole('link', { name: 'Create your account' })[0]).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getAllByRole('link', { name: 'See pricing' })[0]).toHaveAttribute('href', '/pricing');
  });

  it('names the six voices', () => {
    renderSitePage(OverviewRoute, '/overview');
    expect(screen.getByText(/Alloy, Echo, Fable, Onyx, Nova and Shimmer/)).toBeInTheDocument();
  });
});

describe('About page', () => {
  it('shows the company name, address and contact points from the site details', async () => {
    const { site } = renderSitePage(AboutUsRoute, '/about-us');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(site.companyName)).toBeInTheDocument();
    expect(screen.getByText(site.companyAddress)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'What we value' })).toBeInTheDocument();
  });
});
