import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from './api-client';
import { useApiQuery } from './use-api-query';

type Answer = ApiResult<{ success: number }>;

/** A fetcher whose answers the test releases by hand, in any order. */
function controlledLoad() {
  const pending: ((answer: Answer) => void)[] = [];
  const load = () => new Promise<Answer>((resolve) => pending.push(resolve));
  return { load, pending };
}

describe('useApiQuery', () => {
  it('loads on mount, keeps data while reloading, and records failures', async () => {
    const { load, pending } = controlledLoad();
    const { result } = renderHook(() => useApiQuery(load));
    expect(result.current.loading).toBe(true);
    act(() => pending[0]?.({ success: 1 }));
    await waitFor(() => expect(result.current.data).toEqual({ success: 1 }));
    expect(result.current.loading).toBe(false);

    act(() => result.current.reload());
    expect(result.current).toMatchObject({ loading: true, data: { success: 1 } });
    act(() => pending[1]?.({ error: 'Network error occurred', code: 'network_error' }));
    await waitFor(() => expect(result.current.error?.error).toBe('Network error occurred'));
    expect(result.current.data).toEqual({ success: 1 });
  });

  it('drops an answer that arrives after a newer run started', async () => {
    const { load, pending } = controlledLoad();
    const { result } = renderHook(() => useApiQuery(load));
    act(() => result.current.reload());
    act(() => pending[1]?.({ success: 2 }));
    await waitFor(() => expect(result.current.data).toEqual({ success: 2 }));
    act(() => pending[0]?.({ success: 1 }));
    await act(() => Promise.resolve());
    expect(result.current.data).toEqual({ success: 2 });
  });

  it('does nothing while disabled', () => {
    const { load, pending } = controlledLoad();
    const { result } = renderHook(() => useApiQuery(load, false));
    expect(pending).toHaveLength(0);
    expect(result.current.loading).toBe(false);
  });
});
