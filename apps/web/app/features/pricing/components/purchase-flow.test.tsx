import { Button } from '@mantine/core';
import { apiPaths, plans } from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildLoginAnswer, storeSession } from '~test/factories';
import { calledPaths, fetchCall, mockApi, renderRoute } from '~test/render';
import { leaveAppFor } from '~/lib/leave-app';
import { storageKeys } from '~/lib/storage-keys';
import { PricingScreen } from './pricing-screen';
import { usePurchase } from './use-purchase';

vi.mock('~/lib/leave-app', () => ({ leaveAppFor: vi.fn() }));

const checkout = { sessionId: 'cs_test_42', url: 'https://checkout.example/pay/cs_test_42' };

async function buy(title: string, mode: 'Subscribe' | 'Credit' = 'Subscribe') {
  const user = userEvent.setup();
  if (mode === 'Credit') await user.click(screen.getByRole('radio', { name: 'Credit' }));
  const list = within(
    screen.getByRole('list', { name: mode === 'Credit' ? 'Credit packs' : 'Subscription plans' }),
  );
  await user.click(list.getByRole('button', { name: `Get started with ${title}` }));
}

function storedItem(): unknown {
  return JSON.parse(window.localStorage.getItem(storageKeys.checkoutItem) ?? 'null');
}

describe('the purchase flow', () => {
  it('sends a guest to /login', async () => {
    const fetchMock = mockApi({});
    renderRoute(PricingScreen, { path: '/pricing' });
    await buy('Starter Plan');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    // Only /pricing's question whether payments are on: no checkout for a guest.
    expect(calledPaths(fetchMock)).toEqual([apiPaths.plans.payments]);
    expect(window.localStorage.getItem(storageKeys.checkoutItem)).toBeNull();
  });

  it('stores the purchase info, opens a checkout and leaves for its URL', async () => {
    storeSession(buildLoginAnswer({ email: 'ada@example.com' }));
    window.localStorage.setItem(storageKeys.refCode, 'FRIEND-1');
    const fetchMock = mockApi({
      [apiPaths.plans.hasPlan]: { body: { success: 'False' } },
      [apiPaths.plans.createCheckoutSession]: { body: checkout },
    });
    renderRoute(PricingScreen, { path: '/pricing' });
    await buy('Bronze Pack', 'Credit');

    await vi.waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(checkout.url));
    expect(calledPaths(fetchMock)).toContain(apiPaths.plans.createCheckoutSession);
    const call = fetchCall(fetchMock, calledPaths(fetchMock).indexOf(apiPaths.plans.createCheckoutSession));
    expect(call.body).toEqual({ product: 'Bronze Pack', ref_code: 'FRIEND-1' });
    expect(storedItem()).toEqual({
      product: 'Bronze Pack',
      sales: 1,
      type: false,
      fee: 0.3,
      credits: 200000,
      revenue: '999',
      email: 'ada@example.com',
      ref_code: 'FRIEND-1',
      status: 'paid',
      sessionId: 'cs_test_42',
    });
  });

  it('logs a checkout failure, tells the user and marks the stored item failed', async () => {
    storeSession();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      [apiPaths.plans.hasPlan]: { body: { success: 'False' } },
      [apiPaths.plans.createCheckoutSession]: {
        body: {
          error: 'Payments are not available right now. Please try again later.',
          code: 'payments_unavailable',
        },
        status: 503,
      },
    });
    renderRoute(PricingScreen, { path: '/pricing' });
    await buy('Premium Plan');

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Payments are not available right now. Please try again later.'),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(leaveAppFor).not.toHaveBeenCalled();
    expect(storedItem()).toMatchObject({ product: 'Premium Plan', status: 'failed' });
  });

  it("answers 'You are not logged in.' for a session without an e-mail", async () => {
    storeSession(buildLoginAnswer({ email: '' }));
    const fetchMock = mockApi({ [apiPaths.plans.hasPlan]: { body: { success: 'False' } } });
    renderRoute(PricingScreen, { path: '/pricing' });
    await buy('Starter Plan');
    expect(await screen.findByText('You are not logged in.')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain(apiPaths.plans.createCheckoutSession);
  });

  it('records a zero-price plan directly, with no checkout', async () => {
    storeSession();
    const fetchMock = mockApi({ [apiPaths.plans.purchase]: { body: { success: 'Purchase Successful' } } });
    const onPurchased = vi.fn();
    function FreePlanButton() {
      const { purchase } = usePurchase(onPurchased);
      const free = { ...plans[0], title: 'Free Plan', price: '$0', priceCents: 0 };
      return <Button onClick={() => void purchase(free)}>Get the free plan</Button>;
    }
    renderRoute(FreePlanButton);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get the free plan' }));

    expect(await screen.findByText('Purchase Successful')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toEqual([apiPaths.plans.purchase]);
    expect(fetchCall(fetchMock).body).toMatchObject({ product: { product: 'Free Plan', revenue: '0' } });
    expect(onPurchased).toHaveBeenCalledOnce();
    expect(leaveAppFor).not.toHaveBeenCalled();
  });
});
