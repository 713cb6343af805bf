import { authMessages, errorTexts } from '@penwise/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchCall, mockFetch, renderRoute } from '~test/render';
import ResetRoute from './reset';

describe('/reset', () => {
  it('without a token asks for the e-mail and shows the answer in green', async () => {
    const fetchMock = mockFetch({ success: authMessages.resetRequested });
    renderRoute(ResetRoute, { path: '/reset' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const message = await screen.findByText(authMessages.resetRequested);
    expect(message.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(fetchCall(fetchMock).url).toBe('/api/auth/forgot-password');
    expect(fetchCall(fetchMock).body).toEqual({ email: 'ada@example.com' });
  });

  it('with a token sets the new password and links to log in', async () => {
    const fetchMock = mockFetch({ success: authMessages.passwordReset });
    renderRoute(ResetRoute, { path: '/reset', url: '/reset?token=abc123' });
    expect(screen.getByText('Must be at least 8 characters.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    const message = await screen.findByText(authMessages.passwordReset);
    expect(message.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(fetchCall(fetchMock).url).toBe('/api/auth/reset-password');
    expect(fetchCall(fetchMock).body).toEqual({ token: 'abc123', password: 'a new password' });
  });

  it('with a token refuses a short password, and shows a refused token in red', async () => {
    const fetchMock = mockFetch({ error: errorTexts.invalidResetToken, code: 'invalid_reset_token' }, 400);
    renderRoute(ResetRoute, { path: '/reset', url: '/reset?token=expired' });
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^New password/);
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(password, ' but longer now');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errorTexts.invalidResetToken);
    expect(alert).toHaveAttribute('data-tone', 'error');
  });
});
