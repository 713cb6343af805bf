import { apiPaths } from '@penwise/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readSession } from '~/lib/session';
import { buildLoginAnswer, storeSession } from '~test/factories';
import { mockApi, renderRoute } from '~test/render';
import { ProfileSection } from './profile-section';

const account = (email: string, name: string) => ({
  [apiPaths.auth.isLoggedIn]: { body: { success: { email, name, refCode: 'REF123' } } },
});

describe('ProfileSection', () => {
  it('takes the e-mail and name the server answers, for every place that reads the stored session', async () => {
    storeSession(buildLoginAnswer({ email: 'gina@example.com', name: 'Gina' }));
    mockApi(account('gina4@example.com', 'Gina Four'));
    renderRoute(ProfileSection, { path: '/settings' });
    expect(await screen.findByText('gina4@example.com')).toBeInTheDocument();
    expect(screen.queryByText('gina@example.com')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Gina Four');
    expect(readSession()?.success).toMatchObject({
      email: 'gina4@example.com',
      name: 'Gina Four',
      idToken: 'token-123',
    });
  });

  it('keeps the stored session as it is when the server cannot be asked', async () => {
    const stored = storeSession(buildLoginAnswer({ email: 'gina@example.com' }));
    const fetchMock = mockApi({});
    renderRoute(ProfileSection, { path: '/settings' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findByText('gina@example.com')).toBeInTheDocument();
    expect(readSession()).toEqual(stored);
  });
});
