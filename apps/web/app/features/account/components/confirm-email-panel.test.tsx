import { accountMessages, accountPaths } from '@penwise/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calledPaths, fetchCall, mockApi, renderRoute } from '../../../../test/render';
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
