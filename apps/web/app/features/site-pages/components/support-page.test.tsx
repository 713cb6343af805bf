import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SupportRoute from '~/routes/support';
import { buildSiteInfo, renderSitePage } from '../testing/render-site-page';

describe('Support page', () => {
  it('lists the e-mail addresses and the phone line from the site details, with its hours', async () => {
    const site = buildSiteInfo({ companyPhone: '+44 (0)117 496-0000' });
    renderSitePage(SupportRoute, '/support', site);
    expect(screen.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: site.salesEmail })).toHaveAttribute(
      'href',
      `mailto:${site.salesEmail}`,
    );
    // The tel: link keeps only digits and +.
    expect(screen.getByRole('link', { name: site.companyPhone })).toHaveAttribute(
      'href',
      'tel:+4401174960000',
    );
    expect(screen.getByText('Mon-Fri 8am to 5pm.')).toBeInTheDocument();
  });

  it('links to the contact form and to the FAQ on the home page', () => {
    renderSitePage(SupportRoute, '/support');
    expect(screen.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/#faq');
  });

  it('answers common questions about credits, billing and the account', async () => {
    renderSitePage(SupportRoute, '/support');
    for (const topic of ['Credits', 'Billing', 'Account']) {
      expect(screen.getByRole('heading', { level: 3, name: topic })).toBeInTheDocument();
    }
    const question = screen.getByRole('button', { name: 'Which credits are spent first?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Subscription credits first, then pack credits/)).toBeInTheDocument();
  });
});
