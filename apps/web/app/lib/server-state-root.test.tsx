import { QueryClientContext } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { use } from 'react';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serverStateHandle } from './query-provider';
import { ServerStateRoot } from './server-state-root';

/** Says whether a QueryClient is provided here, and links to the other pages. */
function Page({ name }: { name: string }) {
  const client = use(QueryClientContext);
  return (
    <>
      <h1>{`${name}: ${client ? 'with' : 'without'} a query client`}</h1>
      <Link to="/public">Public</Link>
      <Link to="/app">App</Link>
    </>
  );
}

function renderAt(url: string) {
  const Stub = createRoutesStub([
    {
      Component: () => (
        <ServerStateRoot>
          <Outlet />
        </ServerStateRoot>
      ),
      children: [
        { path: '/public', Component: () => <Page name="Public" /> },
        { path: '/app', handle: serverStateHandle, Component: () => <Page name="App" /> },
      ],
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return userEvent.setup();
}

describe('ServerStateRoot', () => {
  it('provides no query client to a page whose route does not ask for one', () => {
    renderAt('/public');
    expect(screen.getByRole('heading')).toHaveTextContent('Public: without a query client');
  });

  it("provides the app's query client to a route whose handle asks for it", () => {
    renderAt('/app');
    expect(screen.getByRole('heading')).toHaveTextContent('App: with a query client');
  });

  it('mounts it on the way to such a route, and keeps it on the way back', async () => {
    const user = renderAt('/public');
    await user.click(screen.getByRole('link', { name: 'App' }));
    expect(await screen.findByRole('heading', { name: 'App: with a query client' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Public' }));
    expect(await screen.findByRole('heading', { name: 'Public: with a query client' })).toBeInTheDocument();
  });
});
