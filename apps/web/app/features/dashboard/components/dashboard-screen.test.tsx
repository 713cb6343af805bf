import { apiPaths, errorTexts } from '@penwise/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildLoginAnswer, storeSession } from '~test/factories';
import { calledPaths, mockApi, mockFetch, renderRoute, urlOf } from '~test/render';
import RequireLogin, { clientLoader } from '~/routes/require-login';
import { storageKeys } from '~/lib/storage-keys';
import { DashboardScreen } from './dashboard-screen';

describe('DashboardScreen', () => {
  it('greets the user by e-mail and shows the account card', async () => {
    storeSession(buildLoginAnswer({ email: 'ada@example.com', name: 'Ada Lovelace' }));
    const fetchMock = mockApi({
      [apiPaths.auth.isLoggedIn]: {
        body: { success: { email: 'ada@example.com', name: 'Ada Lovelace', refCode: 'ABCDEFGHJK' } },
      },
    });
    renderRoute(DashboardScreen, { path: '/dashboard' });
    expect(
      screen.getByRole('heading', { name: "Hey there, ada@example.com! It's great to see you again!" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(calledPaths(fetchMock)).toContain('/api/auth/is-logged-in');
    await screen.findByText('Ada Lovelace');
  });

  it('logs out: tells the server, clears the stored user and opens /login', async () => {
    storeSession();
    const fetchMock = mockFetch({ success: 'You have been logged out.' });
    renderRoute(DashboardScreen, { path: '/dashboard' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.user)).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).toContain('/api/auth/logout');
  });
});

describe('pages that need a login', () => {
  const loaderAt = (url: string) => clientLoader({ request: new Request(`http://localhost${url}`) });

  it('redirect to /login without a stored session, remembering the page and its query', () => {
    const response = loaderAt('/billing?page=2');
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/login?next=%2Fbilling%3Fpage%3D2');
    expect(loaderAt('/dashboard')?.headers.get('Location')).toBe('/login');
  });

  it('let a stored session through', () => {
    storeSession();
    expect(loaderAt('/dashboard')).toBeNull();
  });

  it('send the visitor to /login when the server says the session is gone', async () => {
    storeSession();
    mockFetch({ error: errorTexts.invalidToken, code: 'invalid_token' }, 401);
    renderRoute(DashboardScreen, { path: '/dashboard', layout: RequireLogin });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.user)).toBeNull();
  });
});
