import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '~test/render';
import { resetSiteInfo } from '~/lib/site-info';
import { mockContactApi } from '../testing/contact-fixtures';
import { ContactScreen } from './contact-screen';

beforeEach(() => resetSiteInfo());

describe('ContactScreen', () => {
  it("puts the heading, the form and the four cards in the page's 'contact' section", async () => {
    mockContactApi();
    const { container } = renderRoute(ContactScreen, { path: '/contact' });
    const section = container.querySelector('section#contact');
    expect(section).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Get in touch' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Phone' })).toBeInTheDocument();
  });

  it('hides the honeypot from people but keeps it in the form as website', () => {
    mockContactApi();
    const { container } = renderRoute(ContactScreen, { path: '/contact' });
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
  });
});
