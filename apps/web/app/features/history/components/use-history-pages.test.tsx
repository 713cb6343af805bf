import { MantineProvider } from '@mantine/core';
import type { HistoryItem } from '@penwise/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { buildHistoryItem } from '~test/history-factories';
import { storeSession } from '~test/factories';
import { fetchCall, mockApi } from '~test/render';
import { PopupProvider } from '~/components/popup/popup-provider';
import { theme } from '~/theme';
import { useHistoryPages } from './use-history-pages';

function answerPages(...pages: HistoryItem[][]) {
  const fetchMock = mockApi({});
  fetchMock.mockImplementation(() => Promise.resolve(Response.json({ success: pages.shift() ?? [] })));
  return fetchMock;
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <PopupProvider>{children}</PopupProvider>
    </MantineProvider>
  );
}

describe('useHistoryPages: removing items', () => {
  it('drops removed items and pages on from the last one left', async () => {
    const first = Array.from({ length: 50 }, () => buildHistoryItem());
    const fetchMock = answerPages(first, []);
    storeSession();
    const { result } = renderHook(useHistoryPages, { wrapper: Providers });
    await waitFor(() => expect(result.current.items).toHaveLength(50));

    act(() => result.current.remove(first[49]?.id ?? ''));
    expect(result.current.items).toHaveLength(49);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.loadingMore).toBe(false));
    expect(fetchCall(fetchMock, 1).body).toEqual({ before: first[48]?.id, limit: 50 });
  });

  it('with every loaded item removed but more on the server, loads the newest page again', async () => {
    const first = Array.from({ length: 50 }, () => buildHistoryItem());
    const older = buildHistoryItem({ type: 'TTImage', input: 'Still here' });
    const fetchMock = answerPages(first, [older]);
    storeSession();
    const { result } = renderHook(useHistoryPages, { wrapper: Providers });
    await waitFor(() => expect(result.current.items).toHaveLength(50));

    act(() => first.forEach((item) => result.current.remove(item.id)));
    expect(result.current.items).toEqual([]);
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual([older]));
    expect(fetchCall(fetchMock, 1).body).toEqual({});
    expect(result.current.hasMore).toBe(false);
  });
});
