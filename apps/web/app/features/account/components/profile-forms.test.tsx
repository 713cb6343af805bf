import { accountMessages, accountPaths } from '@penwise/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession } from '~/lib/session';
import { buildLoginAnswer, storeSession } from '~test/factories';
import { fetchCall, mockApi, renderRoute } from '~test/render';
import { EmailCard } from './email-card';
import { NameCard } from './name-card';

describe('NameCard', () => {
  it('saves the trimmed name and updates the stored session', async () => {
    storeSession(buildLoginAnswer({ name: 'Ada' }));
    const fetchMock = mockApi({
      [accountPaths.updateProfile]: {
        body: {
          success: { message: accountMessages.profileSaved, name: 'Ada Lovelace', email: 'ada@example.com' },
        },
      },
    });
    renderRoute(() => <NameCard name="Ada" />, { path: '/settings' });
    const user = userEvent.setup();
    const field = screen.getByLabelText(/^Name/);
    await user.clear(field);
    await user.type(field, '  Ada Lovelace ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(accountMessages.profileSaved)).toBeInTheDocument();
    expect(fetchCall(fetchMock).body).toEqual({ name: 'Ada Lovelace' });
    expect(readSession()?.success.name).toBe('Ada Lovelace');
  });

  it('refuses an empty name without calling the server', async () => {
    const fetchMock = mockApi({});
    renderRoute(() => <NameCard name="Ada" />, { path: '/settings' });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Name/));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('EmailCard', () => {
  const fill = async (email: string, password: string) => {
    renderRoute(() => <EmailCard email="ada@example.com" />, { path: '/settings' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New email address/), email);
    await user.type(screen.getByLabelText(/^Current password/), password);
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
  };

  it('sends the new address and password, then says to check the new inbox', async () => {
    const fetchMock = mockApi({
      [accountPaths.changeEmail]: { body: { success: accountMessages.emailChangeSent } },
    });
    await fill('ada@new.example', 'my password');
    expect(await screen.findByText(/Check your new inbox/)).toBeInTheDocument();
    expect(fetchCall(fetchMock).body).toEqual({ email: 'ada@new.example', password: 'my password' });
    expect(screen.getByLabelText(/^New email address/)).toHaveValue('');
  });

  it('shows an address in use under the address, and a wrong password under the password', async () => {
    mockApi({
      [accountPaths.changeEmail]: {
        body: { error: accountMessages.emailInUse, code: 'email_taken', field: 'email' },
        status: 409,
      },
    });
    await fill('taken@example.com', 'my password');
    const error = await screen.findByText(accountMessages.emailInUse);
    expect(screen.getByLabelText(/^New email address/)).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(error.id),
    );
  });

  it('checks the address locally', async () => {
    const fetchMock = mockApi({});
    await fill('not-an-address', 'my password');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
