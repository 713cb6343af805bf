import { accountMessages, accountPaths, apiPaths } from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as downloads from '~/lib/download-file';
import { peekSessionEndNotice, readSession } from '~/lib/session';
import { storeSession } from '~test/factories';
import { calledPaths, fetchCall, mockApi, renderRoute } from '~test/render';
import { YourDataCard } from './your-data-card';

const twoFactor = (enabled: boolean) => ({
  [apiPaths.auth.twoFactor.status]: { body: { success: { enabled, recovery_codes_left: enabled ? 10 : 0 } } },
});

async function openDialog() {
  renderRoute(YourDataCard, { path: '/settings' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  return { user, dialog: within(await screen.findByRole('dialog')) };
}

describe('YourDataCard', () => {
  it('downloads the ZIP the server sends', async () => {
    const save = vi.spyOn(downloads, 'downloadBlob').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(new Uint8Array([80, 75, 3, 4]), {
            headers: {
              'content-type': 'application/zip',
              'content-disposition': 'attachment; filename="penwise-data-2026-11-23.zip"',
            },
          }),
        ),
      ),
    );
    renderRoute(YourDataCard, { path: '/settings' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(/downloaded as a ZIP/)).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith('penwise-data-2026-11-23.zip', expect.any(Blob));
  });

  it('shows why a download failed', async () => {
    mockApi({
      [accountPaths.exportData]: { body: { error: 'Too many requests.', code: 'rate_limited' }, status: 429 },
    });
    renderRoute(YourDataCard, { path: '/settings' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
  });

  it('deletes the account with the password, forgets the session and says so once on /login', async () => {
    storeSession();
    const fetchMock = mockApi({
      ...twoFactor(false),
      [accountPaths.deleteAccount]: { body: { success: accountMessages.accountDeleted } },
    });
    const { user, dialog } = await openDialog();
    expect(dialog.getByText('This cannot be undone')).toBeInTheDocument();
    expect(dialog.queryByLabelText(/^Two-factor code/)).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Password/), 'my password');
    await user.click(dialog.getByRole('button', { name: 'Delete my account for good' }));
    await vi.waitFor(() => expect(readSession()).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(peekSessionEndNotice()).toBe(accountMessages.accountDeleted);
    expect(calledPaths(fetchMock)).toContain(accountPaths.deleteAccount);
    expect(fetchCall(fetchMock, 1).body).toEqual({ password: 'my password' });
  });

  it('asks for the two-factor code when it is on, and shows a wrong one under it', async () => {
    storeSession();
    const fetchMock = mockApi({
      ...twoFactor(true),
      [accountPaths.deleteAccount]: {
        body: { error: 'That code is not valid.', code: 'invalid_two_factor_code', field: 'otp' },
        status: 400,
      },
    });
    const { user, dialog } = await openDialog();
    const code = await dialog.findByLabelText(/^Two-factor code/);
    await user.type(dialog.getByLabelText(/^Password/), 'my password');
    await user.click(dialog.getByRole('button', { name: 'Delete my account for good' }));
    expect(await dialog.findByText('Enter the code.')).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(dialog.getByRole('button', { name: 'Delete my account for good' }));
    const error = await dialog.findByText('That code is not valid.');
    expect(code).toHaveAttribute('aria-describedby', expect.stringContaining(error.id));
    expect(fetchCall(fetchMock, 1).body).toEqual({ password: 'my password', otp: '123456' });
    expect(readSession()).not.toBeNull();
  });
});
