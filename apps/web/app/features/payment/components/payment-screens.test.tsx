import { apiPaths } from '@penwise/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calledPaths, mockApi, renderRoute } from '~test/render';
import { buildLoginAnswer, storeSession } from '~test/factories';
import { storageKeys } from '~/lib/storage-keys';
import { CancelScreen } from './cancel-screen';
import { SuccessScreen } from './success-screen';

const verifyPath = (id: string) => `${apiPaths.plans.verifySession}/${id}`;
const session = (payment_status: string) => ({
  body: { id: 'cs_1', payment_status, status: 'complete', metadata: { product: 'Bronze Pack' } },
});

/** Moves the fake clock and lets React and pending fetches settle. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Whole seconds, one act each: every tick schedules the next one when React re-renders. */
async function waitSeconds(seconds: number) {
  for (let second = 0; second < seconds; second += 1) await wait(1000);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('/success', () => {
  it('verifies the checkout session, then says the payment succeeded', async () => {
    const fetchMock = mockApi({ [verifyPath('cs_1')]: session('paid') });
    window.localStorage.setItem(storageKeys.checkoutItem, JSON.stringify({ product: 'Bronze Pack' }));
    renderRoute(SuccessScreen, { path: '/success', url: '/success?session_id=cs_1' });
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Processing...');
    await wait(0);
    expect(screen.getByRole('status')).toHaveTextContent('Payment Successful');
    expect(calledPaths(fetchMock)).toEqual([verifyPath('cs_1')]);
    expect(window.localStorage.getItem(storageKeys.checkoutItem)).toBeNull();
  });

  it.each([
    ['an unpaid session', '/success?session_id=cs_1', { [verifyPath('cs_1')]: session('unpaid') }],
    [
      'a refused session',
      '/success?session_id=cs_1',
      {
        [verifyPath('cs_1')]: {
          body: { error: 'Verification failed.', code: 'internal_error' },
          status: 500,
        },
      },
    ],
  ])('reports a failed verification for %s', async (_, url, routes) => {
    mockApi(routes);
    renderRoute(SuccessScreen, { path: '/success', url });
    await wait(0);
    expect(screen.getByRole('status')).toHaveTextContent('Payment Verification Failed');
  });

  it('says what was bought and the new balance', async () => {
    storeSession(buildLoginAnswer());
    const fetchMock = mockApi({
      [verifyPath('cs_1')]: session('paid'),
      [apiPaths.plans.showCredits]: { body: { success: { x: 200000, y: 1500 } } },
    });
    renderRoute(SuccessScreen, { path: '/success', url: '/success?session_id=cs_1' });
    await wait(0);
    expect(screen.getByText('You bought the Bronze Pack.')).toBeInTheDocument();
    // The balance is asked for once the payment is verified: a second answer to wait for.
    await vi.waitFor(() =>
      expect(screen.getByText('Your balance is now 201,500 credits.')).toBeInTheDocument(),
    );
    expect(calledPaths(fetchMock)).toContain(apiPaths.plans.showCredits);
  });

  it.each([
    ['a mangled session id', '/success?session_id=cs_1%2F..%2Fx'],
    ['an unknown session id', '/success?session_id=bogus123'],
  ])('says there is no payment to check for %s, never success and failure together', async (_, url) => {
    mockApi({
      [verifyPath('bogus123')]: {
        body: { error: 'This checkout does not exist or has expired.', code: 'checkout_not_found' },
        status: 404,
      },
    });
    renderRoute(SuccessScreen, { path: '/success', url });
    await wait(0);
    await wait(0);
    expect(screen.getByRole('heading', { name: 'No payment to check' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).toBeNull();
    expect(screen.queryByText('Payment Verification Failed')).toBeNull();
  });

  it('without a session_id says there is no payment to check, and links to the pricing', async () => {
    const fetchMock = mockApi({});
    renderRoute(SuccessScreen, { path: '/success', url: '/success' });
    await wait(0);
    expect(screen.getByRole('heading', { name: 'No payment to check' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).toBeNull();
    expect(screen.queryByText('Payment Verification Failed')).toBeNull();
    expect(screen.getByRole('link', { name: 'See plans and credit packs' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    // Nothing happened here: no countdown carries the visitor off.
    await waitSeconds(6);
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).toBeNull();
  });

  it('counts down 5 seconds, then opens the dashboard', async () => {
    mockApi({ [verifyPath('cs_1')]: session('paid') });
    renderRoute(SuccessScreen, { path: '/success', url: '/success?session_id=cs_1' });
    expect(screen.getByRole('timer')).toHaveTextContent('Taking you to your dashboard in 5 seconds…');
    await wait(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('in 4 seconds');
    await waitSeconds(3);
    expect(screen.getByRole('timer')).toHaveTextContent('in 1 second…');
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).toBeNull();
    await waitSeconds(1);
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it("goes to the dashboard at once with 'Go to Dashboard Now'", async () => {
    mockApi({ [verifyPath('cs_1')]: session('paid') });
    renderRoute(SuccessScreen, { path: '/success', url: '/success?session_id=cs_1' });
    await act(async () => {
      screen.getByRole('link', { name: 'Go to Dashboard Now' }).click();
    });
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});

describe('/cancel', () => {
  it('says the payment was cancelled and marks the stored checkout failed', () => {
    const item = { product: 'Starter Plan', status: 'paid', sessionId: 'cs_9' };
    window.localStorage.setItem(storageKeys.checkoutItem, JSON.stringify(item));
    const fetchMock = mockApi({});
    renderRoute(CancelScreen, { path: '/cancel' });
    expect(screen.getByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your payment was not completed. You can try again later or contact support if you need assistance.',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(storageKeys.checkoutItem) ?? '{}')).toEqual({
      ...item,
      status: 'failed',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts down 5 seconds, then opens the dashboard', async () => {
    mockApi({});
    renderRoute(CancelScreen, { path: '/cancel' });
    expect(screen.getByRole('timer')).toHaveTextContent('in 5 seconds');
    await waitSeconds(4);
    await wait(999);
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).toBeNull();
    await wait(1);
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it("goes back at once with 'Return to App'", async () => {
    mockApi({});
    renderRoute(CancelScreen, { path: '/cancel' });
    await act(async () => {
      screen.getByRole('link', { name: 'Return to App' }).click();
    });
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
