import { accountSecurityMessages, apiPaths } from '@penwise/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '~test/factories';
import { calledPaths, renderRoute } from '~test/render';
import { storageKeys } from '~/lib/storage-keys';
import { mockSecurityApi } from '../testing/security-api';
import { LogoutEverywhereCard } from './logout-everywhere-card';

describe('LogoutEverywhereCard', () => {
  it('asks first, then ends every session, forgets this one and opens /login', async () => {
    storeSession();
    const fetchMock = mockSecurityApi({
      [apiPaths.auth.logoutEverywhere]: () => [{ success: accountSecurityMessages.loggedOutEverywhere }],
    });
    renderRoute(LogoutEverywhereCard, { path: '/settings' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log out of all devices' }));
    await screen.findByRole('dialog', { name: 'Log out of all devices?' });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toEqual([apiPaths.auth.logoutEverywhere]);
    expect(window.localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('changes nothing when the visitor stays logged in', async () => {
    storeSession();
    const fetchMock = mockSecurityApi({});
    renderRoute(LogoutEverywhereCard, { path: '/settings' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log out of all devices' }));
    await user.click(await screen.findByRole('button', { name: 'Stay logged in' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(storageKeys.user)).not.toBeNull();
  });
});
