import { accountMessages, accountPaths, apiPaths } from '@penwise/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ConfirmEmailRoute from '~/routes/confirm-email';
import { readSession } from '~/lib/session';
import { buildLoginAnswer, storeSession } from '~test/factories';
import { calledPaths, fetchCall, mockApi, renderRoute } from '~test/render';
import { ConfirmEmailPanel } from './confirm-email-panel';

describe('ConfirmEmailPanel', () => {
  it('sends the token once and says the address changed', async () => {
    const fetchMock = mockApi({
      [accountPaths.confirmEmail]: { body: { success: accountMessages.emailConfirmed } },
    });
    renderRoute(() => <ConfirmEmailPanel token="abc" />, { path: '/confirm-email' });
    expect(await screen.findByText(accountMessages.emailConfirmed)).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toEqual([accountPaths.confirmEmail]);
    expect(fetchCall(fetchMock).body).toEqual({ token: 'abc' });
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeInTheDocument();
  });

  it('shows an expired link as an error', async () => {
    mockApi({
      [accountPaths.confirmEmail]: {
        body: { error: accountMessages.invalidEmailLink, code: 'validation_failed', field: 'token' },
        status: 400,
      },
    });
    renderRoute(() => <ConfirmEmailPanel token="old" />, { path: '/confirm-email' });
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.invalidEmailLink);
  });

  it('says a link without a token is invalid, without calling the server', () => {
    const fetchMock = mockApi({});
    renderRoute(() => <ConfirmEmailPanel token="" />, { path: '/confirm-email' });
    expect(screen.getByRole('alert')).toHaveTextContent(accountMessages.invalidEmailLink);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/confirm-email', () => {
  const pending = 'Your login address changes once this link is confirmed.';

  it('says the address has changed once confirmed, and the stored session takes the new one', async () => {
    storeSession(buildLoginAnswer({ email: 'gina@example.com' }));
    mockApi({
      [accountPaths.confirmEmail]: { body: { success: accountMessages.emailConfirmed } },
      [apiPaths.auth.isLoggedIn]: {
        body: { success: { email: 'gina4@example.com', name: 'Ada Lovelace', refCode: 'REF123' } },
      },
    });
    renderRoute(ConfirmEmailRoute, { path: '/confirm-email', url: '/confirm-email?token=abc' });
    expect(screen.getByText(pending)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Your email address has changed' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(pending)).not.toBeInTheDocument();
    await vi.waitFor(() => expect(readSession()?.success.email).toBe('gina4@example.com'));
  });

  it('keeps asking for confirmation when the link is refused', async () => {
    mockApi({
      [accountPaths.confirmEmail]: {
        body: { error: accountMessages.invalidEmailLink, code: 'validation_failed', field: 'token' },
        status: 400,
      },
    });
    renderRoute(ConfirmEmailRoute, { path: '/confirm-email', url: '/confirm-email?token=old' });
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.invalidEmailLink);
    expect(screen.getByRole('heading', { name: 'Confirm your new email' })).toBeInTheDocument();
  });
});
