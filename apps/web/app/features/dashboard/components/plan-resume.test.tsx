import { apiPaths, billingMessages } from '@penwise/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '~test/factories';
import { calledPaths, mockApi, renderRoute, type MockAnswer } from '~test/render';
import { PricingScreen } from '~/features/pricing/components/pricing-screen';
import { UpgradeBanner } from './upgrade-banner';

const status = (cancelAtPeriodEnd: boolean) => ({
  body: {
    success: {
      plan: 'Starter Plan',
      pastDue: false,
      cancelAtPeriodEnd,
      currentPeriodEnd: '2026-12-15T12:00:00.000Z',
      canManageBilling: false,
    },
  },
});

/** A cancelled Starter Plan; resume answers and, from then on, the status says it renews. */
function cancelledPlan() {
  const routes: Record<string, MockAnswer> = {
    [apiPaths.plans.showCredits]: { body: { success: { x: 0, y: 200000 } } },
    [apiPaths.plans.hasPlan]: { body: { success: 'Starter Plan' } },
    [apiPaths.plans.referral]: { body: { success: { code: 'ABCDEFGHJK', link: 'http://localhost/r' } } },
    [apiPaths.plans.payments]: { body: { success: { mode: 'test' } } },
    [apiPaths.billing.status]: status(true),
    [apiPaths.plans.resumePlan]: { body: { success: billingMessages.planResumed } },
  };
  const fetchMock = mockApi(routes);
  const resumed = () => {
    routes[apiPaths.billing.status] = status(false);
  };
  return { fetchMock, resumed };
}

const endText = 'Your Starter Plan ends on December 15, 2026. It will not renew.';

describe('a cancelled plan', () => {
  it('on the dashboard says when it ends and offers Resume instead of Cancel Plan', async () => {
    const { fetchMock, resumed } = cancelledPlan();
    storeSession();
    renderRoute(() => <UpgradeBanner email="ada@example.com" />, { path: '/dashboard' });
    expect(await screen.findByText(endText)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Plan' })).toBeNull();

    resumed();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resume plan' }));
    expect(await screen.findByText(billingMessages.planResumed)).toBeInTheDocument();
    expect(calledPaths(fetchMock).filter((path) => path === apiPaths.plans.resumePlan)).toHaveLength(1);
    // Back to a renewing plan: it can be cancelled again, once.
    expect(await screen.findByRole('button', { name: 'Cancel Plan' })).toBeEnabled();
    expect(screen.queryByText(endText)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume plan' })).toBeNull();
  });

  it('on /pricing says when it ends and offers to resume it', async () => {
    const { fetchMock, resumed } = cancelledPlan();
    storeSession();
    renderRoute(PricingScreen, { path: '/pricing' });
    expect(await screen.findByText(endText)).toBeInTheDocument();
    resumed();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resume plan' }));
    expect(await screen.findByText(billingMessages.planResumed)).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toContain(apiPaths.plans.resumePlan);
    await screen.findByText('Active plan: Starter Plan');
    expect(screen.queryByText(endText)).toBeNull();
  });

  it('says nothing of an end while the plan renews', async () => {
    cancelledPlan().resumed();
    storeSession();
    renderRoute(() => <UpgradeBanner email="ada@example.com" />, { path: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Cancel Plan' })).toBeEnabled();
    expect(screen.queryByText(/ends on/)).toBeNull();
  });
});
