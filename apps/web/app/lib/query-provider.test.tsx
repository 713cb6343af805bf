import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLoginAnswer, storeSession } from '~test/factories';
import { getQueryClient } from './query-client';
import { QueryProvider } from './query-provider';
import { clearSession, saveSession } from './session';

/** Shows the answer of one query whose function counts its calls. */
function Probe({ load }: { load: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: ['probe'], queryFn: load });
  return <p>{data ?? 'nothing yet'}</p>;
}

function renderProbe() {
  let calls = 0;
  const load = vi.fn(() => Promise.resolve(`answer ${String((calls += 1))}`));
  render(
    <QueryProvider>
      <Probe load={load} />
    </QueryProvider>,
  );
  return { load };
}

// The provider holds the tab's one client: each test starts it empty.
afterEach(() => getQueryClient().clear());

describe('QueryProvider', () => {
  it('forgets every answer when the session ends, and asks again for what is on screen', async () => {
    storeSession(buildLoginAnswer({ idToken: 'ada-token' }));
    const { load } = renderProbe();
    expect(await screen.findByText('answer 1')).toBeInTheDocument();

    act(() => clearSession());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('answer 2')).toBeInTheDocument();
  });

  it("forgets them when another user's session replaces this one", async () => {
    storeSession(buildLoginAnswer({ idToken: 'ada-token' }));
    const { load } = renderProbe();
    expect(await screen.findByText('answer 1')).toBeInTheDocument();

    act(() => saveSession(buildLoginAnswer({ idToken: 'grace-token', email: 'grace@example.com' })));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('keeps them when a login follows no session: nobody else’s answers are cached', async () => {
    const { load } = renderProbe();
    expect(await screen.findByText('answer 1')).toBeInTheDocument();

    act(() => saveSession(buildLoginAnswer()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).toHaveBeenCalledTimes(1);
    // QueryProvider's client is the tab's one client.
    expect(getQueryClient().getQueryData(['probe'])).toBe('answer 1');
  });
});
