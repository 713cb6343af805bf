import { MantineProvider } from '@mantine/core';
import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storeSession } from '~test/factories';
import { theme } from '../theme';
import SiteLayout from './site-layout';

/** Prerenders the home page inside SiteLayout, then hydrates that HTML as the browser would. */
async function hydrateHome() {
  const commits: string[] = [];
  function Home() {
    return <h1>Home</h1>;
  }
  const Stub = createRoutesStub([{ Component: SiteLayout, children: [{ index: true, Component: Home }] }]);
  const page = (
    <MantineProvider theme={theme}>
      <Profiler id="site" onRender={(_id, phase) => commits.push(phase)}>
        <Stub initialEntries={['/']} />
      </Profiler>
    </MantineProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  commits.length = 0;
  await act(async () => {
    hydrateRoot(container, page);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { commits, container };
}

describe('SiteLayout hydration', () => {
  it("renders a guest's page once: nothing about the session changes after hydration", async () => {
    const { commits, container } = await hydrateHome();
    expect(container).toHaveTextContent('Home');
    // An 'update' here is the layout (navbar, footer) rendered again, synchronously, on every visit.
    expect(commits).toEqual(['mount']);
  });

  it('shows a logged-in visitor their own actions once hydrated', async () => {
    storeSession();
    const { container } = await hydrateHome();
    // The prerendered HTML is the guest's; the stored session takes over after hydration.
    const header = container.querySelector('header');
    expect(header).toHaveTextContent('Dashboard');
    expect(header).not.toHaveTextContent('Log in');
  });
});
