import { authMessages, errorTexts } from '@penwise/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fetchCall, mockFetch, renderRoute } from '~test/render';
import { RegisterForm } from './register-form';

async function fillIn(values: { name?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText(/^Name/), values.name);
  if (values.email) await user.type(screen.getByLabelText(/^Email/), values.email);
  if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('RegisterForm', () => {
  it('shows the password hint', () => {
    renderRoute(RegisterForm);
    expect(screen.getByText('Must be at least 8 characters.')).toBeInTheDocument();
  });

  it('shows field errors and sends nothing when the form is empty', async () => {
    const fetchMock = mockFetch({ success: authMessages.signedUp });
    renderRoute(RegisterForm);
    await fillIn({});
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a short password in the browser', async () => {
    const fetchMock = mockFetch({ success: authMessages.signedUp });
    renderRoute(RegisterForm);
    await fillIn({ name: 'Ada', email: 'ada@example.com', password: 'short' });
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs up with OAuth false and shows the answer in green', async () => {
    const fetchMock = mockFetch({ success: authMessages.signedUp });
    renderRoute(RegisterForm);
    await fillIn({ name: 'Ada', email: 'Ada@Example.com', password: 'correct horse' });
    const message = await screen.findByText(authMessages.signedUp);
    expect(message.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    const call = fetchCall(fetchMock);
    expect(call.url).toBe('/api/auth/signup');
    expect(call.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct horse',
      OAuth: false,
    });
  });

  it('sends the referral code stored from a ?ref= visit', async () => {
    localStorage.setItem('ref_code', 'FRIEND42');
    const fetchMock = mockFetch({ success: authMessages.signedUp });
    renderRoute(RegisterForm);
    await fillIn({ name: 'Ada', email: 'ada@example.com', password: 'correct horse' });
    await screen.findByText(authMessages.signedUp);
    expect(fetchCall(fetchMock).body).toMatchObject({ ref_code: 'FRIEND42' });
    localStorage.removeItem('ref_code');
  });

  it('shows a server error inline in red', async () => {
    mockFetch({ error: errorTexts.emailTaken, code: 'email_taken', field: 'email' }, 409);
    renderRoute(RegisterForm);
    await fillIn({ name: 'Ada', email: 'ada@example.com', password: 'correct horse' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errorTexts.emailTaken);
    expect(alert).toHaveAttribute('data-tone', 'error');
  });

  it('shows the server refusing a common password under the password and in red', async () => {
    mockFetch({ error: authMessages.weakPassword, code: 'weak_password', field: 'password' }, 400);
    renderRoute(RegisterForm);
    await fillIn({ name: 'Ada', email: 'ada@example.com', password: 'password' });
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.weakPassword);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    // The hint stays as it is: 8 characters is the only rule the form states.
    expect(screen.getByText('Must be at least 8 characters.')).toBeInTheDocument();
  });

  it('reports a network failure inline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderRoute(RegisterForm);
    await fillIn({ name: 'Ada', email: 'ada@example.com', password: 'correct horse' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error occurred');
  });
});

describe('RegisterForm with an e-mail handed over by the home page', () => {
  it('prefills the Email field from ?email=', async () => {
    renderRoute(RegisterForm, { path: '/register', url: '/register?email=ada%2Bnews%40example.com' });
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('ada+news@example.com'));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('leaves the Email field empty without the parameter', () => {
    renderRoute(RegisterForm, { path: '/register' });
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });
});
