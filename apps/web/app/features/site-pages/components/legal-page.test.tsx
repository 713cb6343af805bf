import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import CookiesRoute from '~/routes/cookies';
import DisclaimerRoute from '~/routes/disclaimer';
import GdprRoute from '~/routes/gdpr';
import PrivacyPolicyRoute from '~/routes/privacy-policy';
import TermsOfServiceRoute from '~/routes/terms-of-service';
import { buildTimeSiteInfo } from '~/lib/site-info';
import { legalLastUpdated } from '../content/legal-document';
import { renderSitePage } from '../testing/render-site-page';

const legalPages: [string, string, ComponentType][] = [
  ['Privacy Policy', '/privacy-policy', PrivacyPolicyRoute],
  ['Terms of Service', '/terms-of-service', TermsOfServiceRoute],
  ['GDPR', '/gdpr', GdprRoute],
  ['Disclaimer', '/disclaimer', DisclaimerRoute],
  ['Cookie Notice', '/cookies', CookiesRoute],
];

describe.each(legalPages)('%s page', (title, path, Route) => {
  it('shows one h1, the last-updated date and a table of contents linking to each numbered section', () => {
    renderSitePage(Route, path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(legalLastUpdated.label)).toHaveAttribute('datetime', legalLastUpdated.iso);

    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(5);
    links.forEach((link, index) => {
      const id = (link.getAttribute('href') ?? '').slice(1);
      const section = document.getElementById(id);
      expect(section?.tagName).toBe('SECTION');
      const heading = within(section as HTMLElement).getByRole('heading', { level: 2 });
      expect(heading).toHaveTextContent(link.textContent);
      expect(heading).toHaveTextContent(new RegExp(`^${index + 1}\\. `));
    });
  });

  it('names the company and the support address from the server’s site details', async () => {
    const { site } = renderSitePage(Route, path);
    expect((await screen.findAllByText(new RegExp(site.companyName))).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: site.supportEmail })[0]).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
  });

  it('links to the other legal pages but not to itself', () => {
    renderSitePage(Route, path);
    const related = within(screen.getByRole('navigation', { name: 'Other legal pages' })).getAllByRole(
      'link',
    );
    expect(related).toHaveLength(legalPages.length - 1);
    expect(related.map((link) => link.getAttribute('href'))).not.toContain(path);
  });
});

describe('legal pages before the site details load', () => {
  it('render the build-time company name, as the prerendered HTML does', () => {
    renderSitePage(PrivacyPolicyRoute, '/privacy-policy');
    expect(screen.getAllByText(new RegExp(`operated by ${buildTimeSiteInfo.companyName}`)).length).toBe(1);
  });
});
