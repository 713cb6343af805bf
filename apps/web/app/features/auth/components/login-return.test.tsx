import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildLoginAnswer, storeSession } from '~test/factories';
import { mockFetch } from '~test/render';
import { PopupProvider } from '~/components/popup/popup-provider';
import LoginRoute from '~/routes/login';
import RegisterRoute from '~/routes/register';
import RequireLogin, { clientLoader } from '~/routes/require-login';
import ResetRoute from '~/routes/reset';
import { clearSession } from '~/lib/session';
import { theme } from '~/theme';

function Where() {
  const { pathname, search } = useLocation();
  return <h1>{`Page ${pathname}${search}`}</h1>;
}

function Providers() {
  return (
    <MantineProvider theme={theme} env="test">
      <PopupProvider>
        <Outlet />
      </PopupProvider>
    </MantineProvider>
  );
}

const page = (path: string, Component: ComponentType = Where) => ({ path, Component });

function renderApp(url: string) {
  const Stub = createRoutesStub([
    {
      Component: Providers,
      children: [
        {
          Component: RequireLogin,
          loader: clientLoader,
          children: [page('/billing'), page('/dashboard'), page('/settings')],
        },
        page('/login', LoginRoute),
        page('/register', RegisterRoute),
        page('/reset', ResetRoute),
        page('/evil'),
      ],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

async function logIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('logging in returns to the page the user was sent away from', () => {
  it('goes /billing?page=2 → /login → /billing?page=2', async () => {
    mockFetch(buildLoginAnswer());
    renderApp('/billing?page=2');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Page /billing?page=2' })).toBeInTheDocument();
  });

  it('opens the dashboard when nothing was remembered', async () => {
    mockFetch(buildLoginAnswer());
    renderApp('/login');
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Page /dashboard' })).toBeInTheDocument();
  });

  it.each(['//evil.com', 'https://evil.com/', '/\\evil.com', 'https:evil'])(
    'ignores the off-site return address %s',
    async (next) => {
      mockFetch(buildLoginAnswer());
      renderApp(`/login?next=${encodeURIComponent(next)}`);
      await logIn();
      expect(await screen.findByRole('heading', { name: 'Page /dashboard' })).toBeInTheDocument();
    },
  );
});

describe('the login, sign-up and reset pages', () => {
  it.each(['/login', '/register', '/reset', '/reset?token=abc'])(
    'send a logged-in user from %s to the dashboard',
    async (url) => {
      storeSession(buildLoginAnswer());
      renderApp(url);
      expect(await screen.findByRole('heading', { name: 'Page /dashboard' })).toBeInTheDocument();
    },
  );

  it('send a logged-in user opening /login?next=… straight to that page', async () => {
    storeSession(buildLoginAnswer());
    renderApp('/login?next=%2Fsettings');
    expect(await screen.findByRole('heading', { name: 'Page /settings' })).toBeInTheDocument();
  });
});

describe('a session that ends on a page behind the login', () => {
  function renderSettings(end: () => void) {
    const Settings = () => (
      <button type="button" onClick={end}>
        End session
      </button>
    );
    const Stub = createRoutesStub([
      { Component: RequireLogin, loader: clientLoader, children: [page('/settings', Settings)] },
      page('/login'),
    ]);
    storeSession(buildLoginAnswer());
    render(<Stub initialEntries={['/settings']} />);
  }

  it('remembers the page when the session ran out', async () => {
    renderSettings(() => clearSession());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'End session' }));
    expect(await screen.findByRole('heading', { name: 'Page /login?next=%2Fsettings' })).toBeInTheDocument();
  });

  it('goes to plain /login after the user logs out', async () => {
    renderSettings(() => clearSession({ deliberate: true }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'End session' }));
    expect(await screen.findByRole('heading', { name: 'Page /login' })).toBeInTheDocument();
  });
});
