import { apiPaths, billingMessages } from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '~test/factories';
import { calledPaths, fetchCall, mockApi, renderRoute } from '~test/render';
import { leaveAppFor } from '~/lib/leave-app';
import { PricingScreen } from './pricing-screen';

vi.mock('~/lib/leave-app', () => ({ leaveAppFor: vi.fn() }));

const hasPlan = (success: string) => ({ [apiPaths.plans.hasPlan]: { body: { success } } });

const upgrade = {
  kind: 'upgrade',
  plan: 'Premium Plan',
  currentPlan: 'Starter Plan',
  amountCents: 3000,
  price: '$30.00',
  creditCents: 999,
  effectiveAt: '2026-11-23T12:00:00.000Z',
  credits: 500000,
};
const downgrade = {
  kind: 'downgrade',
  plan: 'Starter Plan',
  currentPlan: 'Premium Plan',
  amountCents: 0,
  price: '$0.00',
  creditCents: 0,
  effectiveAt: '2026-12-23T12:00:00.000Z',
  credits: 200000,
};

const cards = () => within(screen.getByRole('list', { name: 'Subscription plans' }));

async function choose(title: string) {
  const user = userEvent.setup();
  await vi.waitFor(() => expect(cards().getByText('Current plan')).toBeInTheDocument());
  await user.click(cards().getByRole('button', { name: `Get started with ${title}` }));
  return user;
}

describe('changing the active plan on /pricing', () => {
  it("marks the active plan's card 'Current plan' instead of 'Get started'", async () => {
    storeSession();
    mockApi(hasPlan('Starter Plan'));
    renderRoute(PricingScreen, { path: '/pricing' });
    const current = await cards().findByRole('button', { name: 'Current plan' });
    expect(current).toBeDisabled();
    expect(cards().queryByRole('button', { name: 'Get started with Starter Plan' })).toBeNull();
    expect(cards().getByRole('button', { name: 'Get started with Premium Plan' })).toBeEnabled();
  });

  it('previews an upgrade, then changes the plan and reloads it instead of opening a checkout', async () => {
    storeSession();
    const fetchMock = mockApi({
      ...hasPlan('Starter Plan'),
      [apiPaths.plans.changePreview]: { body: { success: upgrade } },
      [apiPaths.plans.changePlan]: { body: { success: { ...upgrade, message: billingMessages.upgraded } } },
    });
    renderRoute(PricingScreen, { path: '/pricing' });
    const user = await choose('Premium Plan');

    const dialog = within(await screen.findByRole('dialog', { name: 'Switch to Premium Plan?' }));
    expect(
      await dialog.findByText(
        'You pay $30.00 now (the unused part of your current plan is credited) and get 500,000 credits at once.',
      ),
    ).toBeInTheDocument();
    const preview = fetchCall(fetchMock, calledPaths(fetchMock).indexOf(apiPaths.plans.changePreview));
    expect(new URL(preview.url, 'http://localhost').searchParams.get('plan')).toBe('Premium Plan');

    const plansBefore = calledPaths(fetchMock).filter((path) => path === apiPaths.plans.hasPlan).length;
    await user.click(dialog.getByRole('button', { name: 'Pay and upgrade' }));
    expect(await screen.findByText(billingMessages.upgraded)).toBeInTheDocument();
    const change = fetchCall(fetchMock, calledPaths(fetchMock).indexOf(apiPaths.plans.changePlan));
    expect(change.body).toEqual({ plan: 'Premium Plan' });
    await vi.waitFor(() =>
      expect(calledPaths(fetchMock).filter((path) => path === apiPaths.plans.hasPlan).length).toBeGreaterThan(
        plansBefore,
      ),
    );
    expect(calledPaths(fetchMock)).not.toContain(apiPaths.plans.createCheckoutSession);
    expect(leaveAppFor).not.toHaveBeenCalled();
  });

  it('says when a downgrade takes effect and that nothing is charged now', async () => {
    storeSession();
    mockApi({ ...hasPlan('Premium Plan'), [apiPaths.plans.changePreview]: { body: { success: downgrade } } });
    renderRoute(PricingScreen, { path: '/pricing' });
    await choose('Starter Plan');
    const dialog = within(await screen.findByRole('dialog', { name: 'Switch to Starter Plan?' }));
    expect(
      await dialog.findByText(
        'Takes effect on December 23, 2026; you keep your Premium Plan until then; nothing is charged now.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Schedule the change' })).toBeInTheDocument();
  });

  it("shows the server's message when the change fails, and keeps the dialog open", async () => {
    storeSession();
    mockApi({
      ...hasPlan('Starter Plan'),
      [apiPaths.plans.changePreview]: { body: { success: upgrade } },
      [apiPaths.plans.changePlan]: {
        body: { error: billingMessages.changePaymentFailed, code: 'payment_failed' },
        status: 402,
      },
    });
    renderRoute(PricingScreen, { path: '/pricing' });
    const user = await choose('Premium Plan');
    const dialog = within(await screen.findByRole('dialog', { name: 'Switch to Premium Plan?' }));
    await user.click(await dialog.findByRole('button', { name: 'Pay and upgrade' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(billingMessages.changePaymentFailed);
    expect(dialog.getByRole('button', { name: 'Pay and upgrade' })).toBeEnabled();
  });

  it('closes with Escape without changing anything', async () => {
    storeSession();
    const fetchMock = mockApi({
      ...hasPlan('Starter Plan'),
      [apiPaths.plans.changePreview]: { body: { success: upgrade } },
    });
    renderRoute(PricingScreen, { path: '/pricing' });
    const user = await choose('Premium Plan');
    const dialog = within(await screen.findByRole('dialog', { name: 'Switch to Premium Plan?' }));
    await dialog.findByRole('button', { name: 'Pay and upgrade' });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calledPaths(fetchMock)).not.toContain(apiPaths.plans.changePlan);
  });

  it('keeps the checkout for a user without a plan', async () => {
    storeSession();
    const fetchMock = mockApi({
      ...hasPlan('False'),
      [apiPaths.plans.createCheckoutSession]: {
        body: { sessionId: 'cs_1', url: 'https://checkout.example/cs_1' },
      },
    });
    renderRoute(PricingScreen, { path: '/pricing' });
    await screen.findByText('No active subscription');
    await userEvent.setup().click(cards().getByRole('button', { name: 'Get started with Premium Plan' }));
    await vi.waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith('https://checkout.example/cs_1'));
    expect(calledPaths(fetchMock)).not.toContain(apiPaths.plans.changePreview);
    expect(screen.queryByText('Current plan')).toBeNull();
  });
});
