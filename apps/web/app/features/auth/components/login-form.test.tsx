import { errorTexts } from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildLoginAnswer } from '../../../../test/factories';
import { fetchCall, mockFetch, renderRoute } from '../../../../test/render';
import { storageKeys } from '../../../lib/storage-keys';
import { LoginForm } from './login-form';

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm', () => {
  it('stores the login answer as the user and opens the dashboard', async () => {
    const answer = buildLoginAnswer();
    const fetchMock = mockFetch(answer);
    renderRoute(LoginForm, { path: '/login' });
    await logIn('ada@example.com', 'correct horse');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(storageKeys.user) ?? 'null')).toEqual(answer);
    expect(fetchCall(fetchMock).body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
      OAuth: false,
    });
  });

  it('opens the error popup with the rewritten text for wrong credentials', async () => {
    mockFetch({ error: errorTexts.invalidLogin, code: 'invalid_login_credentials' }, 401);
    renderRoute(LoginForm, { path: '/login' });
    await logIn('ada@example.com', 'wrong password');
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Error: You entered an incorrect email or password.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(dialog).getByRole('link', { name: 'Add Credits' })).toHaveAttribute('href', '/pricing');
    expect(window.localStorage.getItem(storageKeys.user)).toBeNull();

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = mockFetch(buildLoginAnswer());
    renderRoute(LoginForm, { path: '/login' });
    await logIn('', '');
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
