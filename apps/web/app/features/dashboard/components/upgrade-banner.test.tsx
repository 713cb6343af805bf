import { apiPaths, billingMessages } from '@penwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '~test/factories';
import { calledPaths, mockApi, renderRoute, type MockAnswer } from '~test/render';
import { UpgradeBanner } from './upgrade-banner';

const referral = { code: 'ABCDEFGHJK', link: 'http://localhost/register?ref=ABCDEFGHJK' };

function answers(plan: string, extra: Record<string, MockAnswer> = {}) {
  return mockApi({
    [apiPaths.plans.showCredits]: { body: { success: { x: 200000, y: 400000 } } },
    [apiPaths.plans.hasPlan]: { body: { success: plan } },
    [apiPaths.plans.referral]: { body: { success: referral } },
    ...extra,
  });
}

function renderBanner() {
  storeSession();
  renderRoute(() => <UpgradeBanner email="ada@example.com" />, { path: '/dashboard/banner' });
}

describe('UpgradeBanner', () => {
  it('shows the credits (x + y and the split), the e-mail as ID and the referral link', async () => {
    answers('Premium Plan');
    renderBanner();
    expect(await screen.findByText('600,000')).toBeInTheDocument();
    expect(screen.getByText('200,000 pack credits · 400,000 subscription credits')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(await screen.findByDisplayValue(referral.link)).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeEnabled();
    expect(await screen.findByText('Active plan: Premium Plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
  });

  it('cancels the plan only after the user confirms, then shows the answer', async () => {
    const fetchMock = answers('Starter Plan', {
      [apiPaths.plans.cancelPlan]: { body: { success: billingMessages.cancelScheduled } },
    });
    renderBanner();
    const user = userEvent.setup();
    await screen.findByText('Active plan: Starter Plan');
    await user.click(screen.getByRole('button', { name: 'Cancel Plan' }));

    const confirm = within(await screen.findByRole('dialog', { name: 'Cancel your plan?' }));
    expect(calledPaths(fetchMock)).not.toContain(apiPaths.plans.cancelPlan);
    await user.click(confirm.getByRole('button', { name: 'Keep my plan' }));
    expect(calledPaths(fetchMock)).not.toContain(apiPaths.plans.cancelPlan);

    await user.click(screen.getByRole('button', { name: 'Cancel Plan' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel my plan' }));
    expect(await screen.findByText(billingMessages.cancelScheduled)).toBeInTheDocument();
    expect(calledPaths(fetchMock).filter((path) => path === apiPaths.plans.cancelPlan)).toHaveLength(1);
    // The plan and the credits are asked again after the change.
    expect(calledPaths(fetchMock).filter((path) => path === apiPaths.plans.hasPlan)).toHaveLength(2);
  });

  it('shows the error popup when the server refuses the cancellation', async () => {
    answers('Starter Plan', {
      [apiPaths.plans.cancelPlan]: {
        body: { error: billingMessages.notSubscribed, code: 'not_subscribed' },
        status: 409,
      },
    });
    renderBanner();
    const user = userEvent.setup();
    await screen.findByText('Active plan: Starter Plan');
    await user.click(screen.getByRole('button', { name: 'Cancel Plan' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel my plan' }));
    const popup = await screen.findByRole('alert');
    expect(popup).toHaveTextContent('You are not subscribed to a plan.');
  });

  it('offers no cancellation without a plan', async () => {
    answers('False');
    renderBanner();
    expect(await screen.findByText('No active subscription')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Plan' })).toBeDisabled();
  });

  it('says so when the credits cannot be loaded', async () => {
    answers('False', {
      [apiPaths.plans.showCredits]: {
        body: { error: 'Something went wrong on our side. Please try again.', code: 'internal_error' },
        status: 500,
      },
    });
    renderBanner();
    expect(await screen.findByText(/Your credits could not be loaded/)).toBeInTheDocument();
  });

  it('says a past-due plan’s credits are paused and links to Billing to update the card', async () => {
    const status = {
      plan: 'Starter Plan',
      pastDue: true,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      canManageBilling: true,
    };
    answers('Starter Plan', { [apiPaths.billing.status]: { body: { success: status } } });
    renderBanner();
    const notice = within(await screen.findByRole('alert'));
    expect(notice.getByText(/Your plan is past due/)).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Update your card on Billing' })).toHaveAttribute(
      'href',
      '/billing',
    );
  });
});
