import { accountMessages, apiPaths, errorTexts, twoFactorMessages } from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildLoginAnswer } from '~test/factories';
import { jsonResponse } from '~test/responses';
import { fetchCall, mockFetch, renderRoute, urlOf } from '~test/render';
import { vi } from 'vitest';
import { clearSession } from '~/lib/session';
import { storageKeys } from '~/lib/storage-keys';
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

  it('says once, in green, why the session ended (an account just deleted)', async () => {
    clearSession({ deliberate: true, notice: accountMessages.accountDeleted });
    const first = renderRoute(LoginForm, { path: '/login' });
    const message = screen.getByText(accountMessages.accountDeleted);
    expect(message.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    first.unmount();
    renderRoute(LoginForm, { path: '/login' });
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText(accountMessages.accountDeleted)).not.toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = mockFetch(buildLoginAnswer());
    renderRoute(LoginForm, { path: '/login' });
    await logIn('', '');
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('with two-factor authentication on', () => {
    const required = { error: twoFactorMessages.codeRequired, code: 'two_factor_required' };
    const wrongCode = {
      error: twoFactorMessages.invalidCode,
      code: 'invalid_two_factor_code',
      field: 'code',
    };

    /** Answers login calls in turn: first `answers[0]`, then `answers[1]`… */
    function loginAnswers(...answers: [unknown, number][]) {
      const fetchMock = vi.fn<typeof fetch>((input) => {
        if (!urlOf(input).endsWith(apiPaths.auth.login)) return Promise.resolve(jsonResponse({}, 404));
        const [body, status] = answers.shift() ?? [{}, 500];
        return Promise.resolve(jsonResponse(body, status));
      });
      vi.stubGlobal('fetch', fetchMock);
      return fetchMock;
    }

    it('asks for the code, then sends e-mail, password and code together', async () => {
      const answer = buildLoginAnswer();
      const fetchMock = loginAnswers([required, 401], [answer, 200]);
      renderRoute(LoginForm, { path: '/login' });
      await logIn('ada@example.com', 'correct horse');

      const code = await screen.findByRole('textbox', { name: /Authentication code/ });
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(code).toHaveFocus();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(window.localStorage.getItem(storageKeys.user)).toBeNull();

      const user = userEvent.setup();
      await user.type(code, '123 456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
      expect(fetchCall(fetchMock, 1).body).toEqual({
        email: 'ada@example.com',
        password: 'correct horse',
        OAuth: false,
        otp: '123 456',
      });
      expect(JSON.parse(window.localStorage.getItem(storageKeys.user) ?? 'null')).toEqual(answer);
    });

    it('shows a wrong code under the field and checks the format before calling', async () => {
      const fetchMock = loginAnswers([required, 401], [wrongCode, 401]);
      renderRoute(LoginForm, { path: '/login' });
      await logIn('ada@example.com', 'correct horse');
      const user = userEvent.setup();
      const code = await screen.findByRole('textbox', { name: /Authentication code/ });
      await user.type(code, '12');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(
        await screen.findByText('Enter the 6-digit code from your authenticator app.'),
      ).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);

      await user.clear(code);
      await user.type(code, '654321');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText(twoFactorMessages.invalidCode)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('takes a recovery code instead', async () => {
      const fetchMock = loginAnswers([required, 401], [buildLoginAnswer(), 200]);
      renderRoute(LoginForm, { path: '/login' });
      await logIn('ada@example.com', 'correct horse');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
      const code = screen.getByRole('textbox', { name: /Recovery code/ });
      expect(code).toHaveAttribute('inputmode', 'text');
      expect(code).toHaveFocus();
      await user.type(code, 'ABCDE-FGHJK');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await screen.findByRole('heading', { name: 'Dashboard page' });
      expect(fetchCall(fetchMock, 1).body).toMatchObject({ otp: 'ABCDE-FGHJK' });
    });

    it('goes back to the first step with the password cleared', async () => {
      loginAnswers([required, 401]);
      renderRoute(LoginForm, { path: '/login' });
      await logIn('ada@example.com', 'correct horse');
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Back to login' }));
      expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
      expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    });
  });
});
