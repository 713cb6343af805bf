import { contactMessages } from '@penwise/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '~test/render';
import { buildTimeSiteInfo, resetSiteInfo } from '~/lib/site-info';
import { buildSiteInfo, mockContactApi } from '../testing/contact-fixtures';
import { ContactInfoCards } from './contact-info-cards';

beforeEach(() => resetSiteInfo());

describe('ContactInfoCards', () => {
  it("shows the server's sales and support e-mail, office address and phone with hours", async () => {
    const site = buildSiteInfo();
    mockContactApi({ site });
    renderRoute(ContactInfoCards, { path: '/contact' });

    const sales = await screen.findByRole('link', { name: site.salesEmail });
    expect(sales).toHaveAttribute('href', `mailto:${site.salesEmail}`);
    expect(screen.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
    expect(screen.getByText(site.companyAddress)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.phoneHours)).toBeInTheDocument();
    for (const title of ['Sales e-mail', 'Support e-mail', 'Office address', 'Phone']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('dials a phone link that keeps only digits and +', async () => {
    mockContactApi({ site: buildSiteInfo({ companyPhone: '+44 (117) 496-0000 ext. 7' }) });
    renderRoute(ContactInfoCards, { path: '/contact' });
    const phone = await screen.findByRole('link', { name: '+44 (117) 496-0000 ext. 7' });
    expect(phone).toHaveAttribute('href', 'tel:+4411749600007');
  });

  it('shows the build-time details until the server answers', async () => {
    mockContactApi();
    renderRoute(ContactInfoCards, { path: '/contact' });
    expect(screen.getByRole('link', { name: buildTimeSiteInfo.salesEmail })).toBeInTheDocument();
    expect(screen.getByText(buildTimeSiteInfo.companyAddress)).toBeInTheDocument();
    await screen.findByRole('link', { name: buildSiteInfo().salesEmail });
  });
});
