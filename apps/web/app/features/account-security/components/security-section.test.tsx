import { apiPaths } from '@penwise/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '~test/factories';
import { mockApi, renderRoute } from '~test/render';
import SettingsRoute from '~/routes/settings';
import DashboardRoute from '~/routes/dashboard';

describe('the Security section', () => {
  it('is on /settings, under the account card: password, two-factor and devices', async () => {
    storeSession();
    mockApi({
      [apiPaths.auth.twoFactor.status]: { body: { success: { enabled: false, recovery_codes_left: 0 } } },
    });
    renderRoute(SettingsRoute, { path: '/settings' });
    expect(screen.getByRole('heading', { name: 'Security' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out of all devices' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });

  it('is not on /dashboard, which links to /settings instead', () => {
    storeSession();
    mockApi({});
    renderRoute(DashboardRoute, { path: '/dashboard' });
    expect(screen.queryByRole('heading', { name: 'Security' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });
});
