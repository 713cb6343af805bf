import { apiPaths, defaultSiteInfo, plans } from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { mockApi, renderRoute } from '~test/render';
import { resetSiteInfo } from '~/lib/site-info';
import { HomePage } from './home-page';

/** The home page at /, and anywhere else a heading naming the path and query it landed on. */
function renderHome() {
  function Harness() {
    const { pathname, search } = useLocation();
    return pathname === '/' ? <HomePage /> : <h1>{`Landed on ${pathname}${search}`}</h1>;
  }
  return renderRoute(Harness, { path: '*', url: '/' });
}

/** The home page with everything under the hero in place: it renders a moment after the hero. */
async function renderWholeHome() {
  const rendered = renderHome();
  await screen.findByRole('region', { name: 'Get in touch' });
  return rendered;
}

function section(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No element with id ${id}`);
  return element;
}

describe('HomePage', () => {
  let log: MockInstance<typeof console.log>;
  beforeEach(() => {
    // The page logs its version on every render of these tests; keep the output quiet.
    log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    resetSiteInfo();
    mockApi({
      [apiPaths.site]: { body: { success: { ...defaultSiteInfo, supportEmail: 'help@studio.example' } } },
    });
  });

  it('has every section the hash links jump to, each id exactly once', async () => {
    await renderWholeHome();
    for (const id of ['about', 'features', 'pricing', 'faq', 'contact', 'get-in-touch']) {
      expect(document.querySelectorAll(`[id="${id}"]`), id).toHaveLength(1);
    }
    expect(section('contact')).toContainElement(section('get-in-touch'));
  });

  it('has one h1 with the headline, the three bullets and the social proof', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const hero = screen.getByRole('region', { name: /Write, illustrate and voice your content/ });
    expect(within(hero).getAllByRole('listitem')).toHaveLength(3);
    expect(hero).toHaveTextContent('Trusted by 5,000+ creators');
  });

  it('hands the typed e-mail to the registration form', async () => {
    renderHome();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada+news@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(
      await screen.findByRole('heading', { name: 'Landed on /register?email=ada%2Bnews%40example.com' }),
    ).toBeInTheDocument();
  });

  it('goes to /register without checking the box', async () => {
    renderHome();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /register' })).toBeInTheDocument();
  });

  it('answers that there are no hidden fees and that limits depend on the plan', async () => {
    await renderWholeHome();
    const faq = section('faq');
    expect(within(faq).getByText(/^No, there are no hidden fees\./)).toBeInTheDocument();
    expect(within(faq).getByText(/limits may depend on the chosen plan/)).toBeInTheDocument();
    expect(
      within(faq).getByText(/3\.5 credits per generated token \(about 4 a word in English\)/),
    ).toBeInTheDocument();
    expect(within(faq).getByText(/2,000 credits per minute of audio/)).toBeInTheDocument();
  });

  it('previews the three monthly plans and links to /pricing', async () => {
    await renderWholeHome();
    const pricing = section('pricing');
    for (const plan of plans) {
      expect(within(pricing).getByRole('heading', { level: 3, name: plan.title })).toBeInTheDocument();
      expect(within(pricing).getByText(plan.price)).toBeInTheDocument();
    }
    expect(within(pricing).getByRole('link', { name: 'Choose Starter' })).toHaveAttribute('href', '/pricing');
    expect(within(pricing).getByText('Popular')).toBeInTheDocument();
  });

  it('offers the contact page and the operator’s support address', async () => {
    await renderWholeHome();
    const contact = section('contact');
    expect(within(contact).getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', '/contact');
    expect(await within(contact).findByRole('link', { name: 'help@studio.example' })).toHaveAttribute(
      'href',
      'mailto:help@studio.example',
    );
  });

  it('logs the version label once', () => {
    renderHome();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('v0.0.23');
  });
});
