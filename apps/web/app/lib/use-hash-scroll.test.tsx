import userEvent from '@testing-library/user-event';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createRoutesStub, Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useHashScroll } from './use-hash-scroll';

function Layout({ children }: { children: ReactNode }) {
  useHashScroll();
  return <>{children}</>;
}

function Home() {
  return (
    <Layout>
      <section id="faq">FAQ</section>
    </Layout>
  );
}

/** A page whose target appears one render late, as the home page does after a navigation. */
function LateHome() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 30);
    return () => clearTimeout(timer);
  }, []);
  return <Layout>{shown && <section id="get-in-touch">Get in touch</section>}</Layout>;
}

function Other() {
  return (
    <Layout>
      <Link to="/#faq">FAQ</Link>
    </Layout>
  );
}

function renderAt(url: string, home = Home) {
  const Stub = createRoutesStub([
    { path: '/', Component: home },
    { path: '/pricing', Component: Other },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

function spyScroll() {
  return vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function noop() {
    return undefined;
  });
}

describe('useHashScroll', () => {
  it('scrolls smoothly to the element the hash names', async () => {
    const scroll = spyScroll();
    renderAt('/#faq');
    await waitFor(() => expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
    expect(scroll.mock.contexts[0]).toHaveProperty('id', 'faq');
  });

  it('scrolls after a link from another page lands on the home page', async () => {
    const scroll = spyScroll();
    renderAt('/pricing');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
    expect(scroll.mock.contexts[0]).toHaveProperty('id', 'faq');
  });

  it('waits for a target that renders a little later', async () => {
    const scroll = spyScroll();
    renderAt('/#get-in-touch', LateHome);
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
    expect(scroll.mock.contexts[0]).toHaveProperty('id', 'get-in-touch');
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    const scroll = spyScroll();
    renderAt('/#faq');
    await waitFor(() => expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' }));
  });

  it('does nothing without a hash', async () => {
    const scroll = spyScroll();
    renderAt('/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scroll).not.toHaveBeenCalled();
  });
});
