import type { HistoryItem } from '@penwise/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '~test/factories';
import { buildHistoryItem } from '~test/history-factories';
import { AppProviders, createTestQueryClient, fetchCall, mockApi } from '~test/render';
import { queryKeys } from '~/lib/query-keys';
import { dropFromHistory, historyPollMs, useHistory } from './fetch-history';

/** show-history answers these pages in turn, then empty pages. */
function answerPages(...pages: HistoryItem[][]) {
  const fetchMock = mockApi({});
  fetchMock.mockImplementation(() => Promise.resolve(Response.json({ success: pages.shift() ?? [] })));
  return fetchMock;
}

function renderHistoryHook() {
  storeSession();
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders client={client}>{children}</AppProviders>
  );
  return { ...renderHook(useHistory, { wrapper }), client };
}

const fullPage = () => Array.from({ length: 50 }, () => buildHistoryItem());

afterEach(() => {
  vi.useRealTimers();
});

describe('useHistory: pages', () => {
  it('reads the newest page, then each older one from the last item before it, until a short page', async () => {
    const [first, second] = [fullPage(), fullPage()];
    const last = buildHistoryItem({ type: 'TTImage', input: 'The oldest image' });
    const fetchMock = answerPages(first, second, [last]);
    const { result } = renderHistoryHook();
    await waitFor(() => expect(result.current.data).toHaveLength(50));
    expect(fetchCall(fetchMock).body).toEqual({});
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    expect(fetchCall(fetchMock, 1).body).toEqual({ before: first.at(-1)?.id, limit: 50 });
    await act(() => result.current.fetchNextPage());
    expect(fetchCall(fetchMock, 2).body).toEqual({ before: second.at(-1)?.id, limit: 50 });
    await waitFor(() => expect(result.current.data).toEqual([...first, ...second, last]));
    expect(result.current.hasNextPage).toBe(false);
  });

  it('lists an item that two pages both answered once', async () => {
    const first = fullPage();
    const repeated = first.at(-1) ?? buildHistoryItem();
    const older = buildHistoryItem();
    answerPages(first, [repeated, older]);
    const { result } = renderHistoryHook();
    await waitFor(() => expect(result.current.data).toHaveLength(50));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data).toEqual([...first, older]));
  });
});

describe('useHistory: removing items', () => {
  it('drops removed items and pages on from the last one left', async () => {
    const first = fullPage();
    const fetchMock = answerPages(first, []);
    const { result, client } = renderHistoryHook();
    await waitFor(() => expect(result.current.data).toHaveLength(50));

    act(() => dropFromHistory(client, first[49]?.id ?? ''));
    await waitFor(() => expect(result.current.data).toHaveLength(49));
    // The page came back full: older items may still follow.
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    expect(fetchCall(fetchMock, 1).body).toEqual({ before: first[48]?.id, limit: 50 });
  });

  it('with every loaded item removed, asking again reads the newest page, which brings the older ones', async () => {
    const first = fullPage();
    const older = buildHistoryItem({ type: 'TTImage', input: 'Still here' });
    const fetchMock = answerPages(first, [older]);
    const { result, client } = renderHistoryHook();
    await waitFor(() => expect(result.current.data).toHaveLength(50));

    act(() => first.forEach((item) => dropFromHistory(client, item.id)));
    await waitFor(() => expect(result.current.data).toEqual([]));
    // What a deletion does next: every history list is invalidated.
    await act(() => client.invalidateQueries({ queryKey: queryKeys.history.all }));
    await waitFor(() => expect(result.current.data).toEqual([older]));
    expect(fetchCall(fetchMock, 1).body).toEqual({});
    expect(result.current.hasNextPage).toBe(false);
  });
});

describe('useHistory: items still being generated', () => {
  const showHistoryCalls = (fetchMock: ReturnType<typeof answerPages>) => fetchMock.mock.calls.length;

  it('asks again every two seconds while one is listed, and stops once none is', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const running = buildHistoryItem({ status: 'running', credits: 0, result: '1. Worm' });
    const done = { ...running, status: 'succeeded' as const, credits: 14, result: '1. Worm bins' };
    const fetchMock = answerPages([running], [running], [done]);
    const { result } = renderHistoryHook();
    await vi.waitFor(() => expect(result.current.data).toEqual([running]));
    expect(showHistoryCalls(fetchMock)).toBe(1);

    // vi.waitFor moved the clock a little since the answer: each step below passes one poll, not two.
    await act(() => vi.advanceTimersByTimeAsync(historyPollMs));
    expect(showHistoryCalls(fetchMock)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(historyPollMs));
    expect(showHistoryCalls(fetchMock)).toBe(3);
    await vi.waitFor(() => expect(result.current.data).toEqual([done]));

    // Nothing runs any more: no more calls, however long the page stays open.
    await act(() => vi.advanceTimersByTimeAsync(historyPollMs * 5));
    expect(showHistoryCalls(fetchMock)).toBe(3);
  });

  it('never asks again when nothing listed is running', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const fetchMock = answerPages([buildHistoryItem()]);
    const { result } = renderHistoryHook();
    await vi.waitFor(() => expect(result.current.data).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(historyPollMs * 5));
    expect(showHistoryCalls(fetchMock)).toBe(1);
  });
});
