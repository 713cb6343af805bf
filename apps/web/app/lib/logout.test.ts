import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildLoginAnswer, storeSession } from '~test/factories';
import { fetchCall, mockFetch } from '~test/render';
import { logout } from './logout';
import { clearSession, readSession, saveSession, useSession } from './session';
import { storageKeys } from './storage-keys';

describe('logout', () => {
  it('ends the session on the server with the bearer token, then clears the stored user', async () => {
    storeSession(buildLoginAnswer({ idToken: 'tok-9' }));
    const fetchMock = mockFetch({ success: 'You have been logged out.' });
    await logout();
    const call = fetchCall(fetchMock);
    expect(call.url).toBe('/api/auth/logout');
    expect(call.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(window.localStorage.getItem(storageKeys.user)).toBeNull();
    expect(readSession()).toBeNull();
  });

  it('clears the stored user even when the server cannot be reached', async () => {
    storeSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await logout();
    expect(window.localStorage.getItem(storageKeys.user)).toBeNull();
  });
});

describe('useSession', () => {
  it('follows login and logout in this tab', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    const answer = buildLoginAnswer();
    act(() => saveSession(answer));
    expect(result.current).toEqual(answer);
    act(() => clearSession());
    expect(result.current).toBeNull();
  });

  it('follows a logout in another tab', () => {
    saveSession(buildLoginAnswer());
    const { result } = renderHook(() => useSession());
    expect(result.current).not.toBeNull();
    act(() => {
      window.localStorage.removeItem(storageKeys.user);
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.user }));
    });
    expect(result.current).toBeNull();
  });

  it('ignores a stored user that is not a login answer', () => {
    window.localStorage.setItem(storageKeys.user, '{"success":{"email":"x"}}');
    expect(readSession()).toBeNull();
    window.localStorage.setItem(storageKeys.user, 'not json');
    expect(readSession()).toBeNull();
  });
});
