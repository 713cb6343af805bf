import { accountSecurityMessages, apiPaths, authMessages } from '@penwise/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchCall, renderRoute } from '~test/render';
import { mockSecurityApi } from '../testing/security-api';
import { ChangePasswordCard } from './change-password-card';

async function fill(current: string, next: string, confirm = next) {
  renderRoute(() => <ChangePasswordCard email="ada@example.com" />, { path: '/settings' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordCard', () => {
  it('sends the current and new password and says other devices were logged out', async () => {
    const fetchMock = mockSecurityApi({
      [apiPaths.auth.changePassword]: () => [{ success: accountSecurityMessages.passwordChanged }],
    });
    await fill('old password', 'a brand new one');
    expect(await screen.findByText(accountSecurityMessages.passwordChanged)).toBeInTheDocument();
    expect(fetchCall(fetchMock).body).toEqual({
      current_password: 'old password',
      new_password: 'a brand new one',
    });
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  });

  it('checks the new password locally: length and the confirmation', async () => {
    const fetchMock = mockSecurityApi({});
    await fill('old password', 'short', 'shorter');
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two new passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong current password under its field', async () => {
    mockSecurityApi({
      [apiPaths.auth.changePassword]: () => [
        { error: accountSecurityMessages.wrongPassword, code: 'wrong_password', field: 'current_password' },
        400,
      ],
    });
    await fill('not it', 'a brand new one');
    const error = await screen.findByText(accountSecurityMessages.wrongPassword);
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(error.id),
    );
  });

  it('shows the server refusing a common new password under the new password', async () => {
    mockSecurityApi({
      [apiPaths.auth.changePassword]: () => [
        { error: authMessages.weakPassword, code: 'weak_password', field: 'new_password' },
        400,
      ],
    });
    await fill('old password', 'qwerty123');
    const error = await screen.findByText(authMessages.weakPassword);
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(error.id),
    );
  });

  it('shows other failures as a message under the form', async () => {
    mockSecurityApi({
      [apiPaths.auth.changePassword]: () => [
        { error: 'Too many failed login attempts for this email.', code: 'too_many_attempts' },
        429,
      ],
    });
    await fill('old password', 'a brand new one');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed login attempts');
  });
});
